import type { ChainNamespace } from "../../schemas/ChainNamespace.js"
import { useAppKitState } from "../hooks/useAppKitState.js"
import { AccountSummary } from "./AccountSummary.js"
import { ButtonStyle } from "./ButtonStyle.js"
import type { BalanceDisplay, ButtonSize } from "./ButtonProps.js"
import { useButtonAccount } from "./useButtonAccount.js"
import { useButtonTexts } from "./useButtonTexts.js"
import { useButtonTheme } from "./useButtonTheme.js"
import { useModalOpener } from "./useModalOpener.js"

export interface ConnectButtonProps {
  /** The text while nobody is connected; "Connect" in the instance's language unless told. */
  readonly label?: string
  /** The text while a wallet connects or reconnects, or while the modal is open to connect one; "Connecting…" in the instance's language unless told. */
  readonly loadingLabel?: string
  readonly size?: ButtonSize
  /** Whether the connected account's balance shows ("show" unless told). */
  readonly balance?: BalanceDisplay
  readonly disabled?: boolean
  /** The chain family whose account the button shows; the active one unless told. */
  readonly namespace?: ChainNamespace
}

/**
 * The one button a site needs (AppKit's `<appkit-button>`): "Connect" while nobody is connected,
 * which opens the modal; a busy state while a wallet connects, or the stored account, busy, while
 * it is restored; then the account (avatar, name or short address, balance once known), which opens the Account
 * view. It stays the same element through these states, so focus stays on it.
 */
export const ConnectButton = ({
  label,
  loadingLabel,
  size = "md",
  balance = "show",
  disabled = false,
  namespace
}: ConnectButtonProps) => {
  const account = useButtonAccount("ConnectButton", namespace)
  const { open: modalOpen } = useAppKitState()
  const theme = useButtonTheme()
  const texts = useButtonTexts("ConnectButton")
  const shown = account._tag === "Connected" ? account : undefined
  // A returning visitor's stored account shows at once, busy until the wallet confirms it.
  const restoring = shown?.restoring === true
  const connected = shown !== undefined && !restoring
  const opener = useModalOpener("ConnectButton", connected ? "Account" : undefined)
  const loading = restoring || account._tag === "Connecting" || (account._tag === "Disconnected" && modalOpen)
  const state = connected ? "connected" : restoring ? "restoring" : loading ? "connecting" : "disconnected"
  return (
    <>
      <ButtonStyle />
      <button
        type="button"
        className="doorway-btn"
        data-testid="connect"
        data-state={state}
        data-size={size}
        data-variant={shown !== undefined ? undefined : "accent"}
        data-with-image={shown !== undefined ? "" : undefined}
        aria-busy={loading ? true : undefined}
        disabled={disabled}
        {...opener}
        {...theme}
        lang={texts.locale}
        dir={texts.dir}
      >
        {shown !== undefined ? (
          <AccountSummary account={shown} showBalance={balance === "show"} prefix={texts.account} />
        ) : loading ? (
          <>
            <span className="doorway-btn-spinner" aria-hidden="true" />
            <span className="doorway-btn-text">{loadingLabel ?? texts.connecting}</span>
          </>
        ) : (
          <span className="doorway-btn-text">{label ?? texts.connect}</span>
        )}
      </button>
    </>
  )
}
