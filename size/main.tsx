/**
 * A minimal host app: one modal with EVM, Solana and Bitcoin networks and the default features.
 * `npm run size` weighs what it loads at start; the browser tests drive it.
 */
import { StrictMode } from "react"
import { createRoot } from "react-dom/client"
import { createAppKit, useAppKit, useAppKitAccount, useAppKitState, useAppKitTheme } from "doorway-connect/react"
import { arbitrum, base, bitcoin, mainnet, optimism, polygon, solana } from "doorway-connect/networks"

// Every hosted service lives at `?endpoint=` (the checks point it at a closed loopback port);
// `?projectId=` replaces the project id (the browser tests leave it empty to raise an alert).
const query = new URLSearchParams(location.search)
const endpoint = query.get("endpoint") ?? "http://127.0.0.1:9"
// `?locale=` sets the modal's language (`npm run size` weighs the page start in each).
const locale = query.get("locale")

createAppKit({
  ...(locale === null ? {} : { locale }),
  projectId: query.get("projectId") ?? "size-check",
  networks: [mainnet, polygon, arbitrum, optimism, base, solana, bitcoin],
  metadata: {
    name: "Doorway host",
    description: "A host page for the modal",
    url: location.origin,
    icons: []
  },
  endpoints: {
    blockchain: endpoint,
    catalogue: endpoint,
    analytics: endpoint,
    secureSite: endpoint,
    relay: endpoint.replace(/^http/, "ws")
  }
})

const App = () => {
  const { open } = useAppKit()
  const { isConnected, status } = useAppKitAccount()
  const state = useAppKitState()
  const { themeMode, setThemeMode } = useAppKitTheme()
  return (
    <main>
      <h1>Host app</h1>
      <p data-testid="account">{isConnected ? "connected" : (status ?? "disconnected")}</p>
      <p data-testid="modal-state">{state.open ? "open" : "closed"}</p>
      <button type="button" data-testid="open" onClick={() => void open()}>
        Connect
      </button>
      <button type="button" data-testid="open-alert" onClick={() => void open({ view: "Alert" })}>
        Show alert view
      </button>
      <button type="button" data-testid="theme" onClick={() => setThemeMode(themeMode === "dark" ? "light" : "dark")}>
        Theme: {themeMode}
      </button>
    </main>
  )
}

const root = document.getElementById("app")
if (root !== null) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>
  )
}
