import { useAppKitState } from "../hooks/useAppKitState.js"
import { ButtonStyle } from "./ButtonStyle.js"
import type { ButtonSize } from "./ButtonProps.js"
import { useButtonTexts } from "./useButtonTexts.js"
import { useButtonTheme } from "./useButtonTheme.js"
import { useModalOpener } from "./useModalOpener.js"

export interface ConnectOnlyButtonProps {
  /** "Connect" in the instance's language unless told. */
  readonly label?: string
  /** The text while the modal is open; "Connecting…" in the instance's language unless told. */
  readonly loadingLabel?: string
  readonly size?: ButtonSize
  readonly disabled?: boolean
}

/**
 * AppKit's `<appkit-connect-button>`: the Connect button alone, as `ConnectButton` draws it while
 * nobody is connected, whatever the account. A click opens the modal (Connect, or Account when
 * connected); it is busy while the modal is open.
 */
export const ConnectOnlyButton = ({ label, loadingLabel, size = "md", disabled = false }: ConnectOnlyButtonProps) => {
  const { open } = useAppKitState()
  const theme = useButtonTheme()
  const texts = useButtonTexts("ConnectOnlyButton")
  const opener = useModalOpener("ConnectOnlyButton")
  return (
    <>
      <ButtonStyle />
      <button
        type="button"
        className="doorway-btn"
        data-testid="connect"
        data-state={open ? "connecting" : "disconnected"}
        data-size={size}
        data-variant="accent"
        aria-busy={open ? true : undefined}
        disabled={disabled}
        {...opener}
        {...theme}
        lang={texts.locale}
        dir={texts.dir}
      >
        {open ? <span className="doorway-btn-spinner" aria-hidden="true" /> : null}
        <span className="doorway-btn-text">{open ? (loadingLabel ?? texts.connecting) : (label ?? texts.connect)}</span>
      </button>
    </>
  )
}
