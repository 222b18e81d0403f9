import { ConnectButton, NetworkButton, createAppKit } from "doorway-connect/react"
import { mainnet, polygon } from "doorway-connect/networks"

// Once, at module level. On the server this makes an inactive instance; in the browser the
// modal starts after the first frame, so the page renders without waiting for it.
createAppKit({
  projectId: "YOUR_PROJECT_ID",
  networks: [mainnet, polygon],
  metadata: {
    name: "My App",
    description: "My App's wallet connection",
    // The page's own origin: WalletConnect warns when the url names another site. A server has
    // no window, and its inactive instance connects nothing.
    url: typeof window === "undefined" ? "" : window.location.origin,
    icons: []
  }
})

export function App() {
  return (
    <header>
      <strong>My App</strong>
      <nav>
        <NetworkButton />
        <ConnectButton />
      </nav>
    </header>
  )
}
