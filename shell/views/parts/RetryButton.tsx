import { useId } from "react"
import { useTexts } from "../../i18n/TextsContext.js"
import { useRetryCountdown } from "./useRetryCountdown.js"

interface RetryButtonProps {
  /** When the failure allows asking again (epoch ms): a 429's Retry-After, the balances' 30 s. */
  readonly retryAt: number | undefined
  readonly onRetry: () => void
  readonly label?: string
  readonly size?: "s"
}

/**
 * Try again after a failure. While the service's wait runs (its Retry-After, or the balance
 * reads' 30 s of SPEC §5) the button is disabled and a note says how long is left, so a click can
 * neither be lost nor ask a service that said to wait; at the time itself it is enabled.
 */
export const RetryButton = ({ retryAt, onRetry, label, size }: RetryButtonProps) => {
  const texts = useTexts()
  const secondsLeft = useRetryCountdown(retryAt)
  const note = useId()
  const waiting = secondsLeft > 0
  return (
    <>
      {waiting ? (
        <span id={note} className="doorway-muted" role="status" data-testid="retry-wait">
          {texts.text("common.availableIn", { seconds: secondsLeft })}
        </span>
      ) : null}
      <button
        type="button"
        className="doorway-button"
        data-variant="secondary"
        data-size={size}
        disabled={waiting}
        aria-describedby={waiting ? note : undefined}
        onClick={onRetry}
      >
        {label ?? texts.text("common.tryAgain")}
      </button>
    </>
  )
}
