import { useAppKitState } from "../hooks/useAppKitState.js"
import { ButtonStyle } from "./ButtonStyle.js"
import type { ButtonSize } from "./ButtonProps.js"
import { useButtonTheme } from "./useButtonTheme.js"
import { useModalOpener } from "./useModalOpener.js"

export interface ConnectOnlyButtonProps {
  /** "Connect" unless told. */
  readonly label?: string
  /** The text while the modal is open; "Connecting…" unless told. */
  readonly loadingLabel?: string
  readonly size?: ButtonSize
  readonly disabled?: boolean
}

/**
 * AppKit's `<appkit-connect-button>`: the Connect button alone, as `ConnectButton` draws it while
 * nobody is connected, whatever the account. A click opens the modal (Connect, or Account when
 * connected); it is busy while the modal is open.
 */
export const ConnectOnlyButton = ({ label = "Connect", loadingLabel = "Connecting\u2026", size = "md", disabled = false }: ConnectOnlyButtonProps) => {
  const { open } = useAppKitState()
  const theme = useButtonTheme()
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
      >
        {open ? <span className="doorway-btn-spinner" aria-hidden="true" /> : null}
        <span className="doorway-btn-text">{open ? loadingLabel : label}</span>
      </button>
    </>
  )
}
