import { useAppKit, useAppKitAccount, useAppKitNetwork, useAppKitState, useAppKitTheme } from "doorway-connect/react"
import { SignMessage } from "./SignMessage.js"

/** A page with a connect button, what the modal reports (account, network, open state, theme) and a signing button. */
export const App = () => {
  const { open } = useAppKit()
  const { address, isConnected, status } = useAppKitAccount()
  const { caipNetwork } = useAppKitNetwork()
  const { open: isOpen } = useAppKitState()
  const { themeMode, setThemeMode } = useAppKitTheme()
  return (
    <main>
      <h1>Doorway demo</h1>
      <p>
        <button type="button" data-testid="connect" onClick={() => void open()}>
          {isConnected ? "Account" : "Connect"}
        </button>{" "}
        <button type="button" data-testid="theme" onClick={() => setThemeMode(themeMode === "dark" ? "light" : "dark")}>
          Theme: {themeMode}
        </button>
      </p>
      <dl>
        <dt>Account</dt>
        <dd data-testid="demo-account">{address ?? status ?? "disconnected"}</dd>
        <dt>Network</dt>
        <dd data-testid="demo-network">{caipNetwork?.name ?? "none"}</dd>
        <dt>Modal</dt>
        <dd data-testid="modal-state">{isOpen ? "open" : "closed"}</dd>
      </dl>
      <SignMessage />
    </main>
  )
}
