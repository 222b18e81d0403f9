/**
 * The wallet page's entry: reads `devnet.json` (inline, or from the demo's directory, one up), starts the
 * wallet, and pairs at once with a URI handed in the page's address (`?uri=<encoded URI>`), which
 * it then drops from the address so a reload does not pair twice.
 */
import { StrictMode } from "react"
import { createRoot } from "react-dom/client"
import { uriFromSearch } from "./walletUri.js"
import { WalletPage } from "./WalletPage.js"
import { createWalletStore } from "./walletStore.js"
import "./wallet.css"

const pageUrl = `${location.origin}${location.pathname}`
// The local stack's server puts devnet.json inline (scripts/start/serveDemo.ts); elsewhere it is fetched.
const inlineManifest = document.getElementById("devnet-manifest")?.textContent ?? undefined
const store = createWalletStore({ manifestUrl: new URL("../devnet.json", location.href), inlineManifest, pageUrl })
const handed = uriFromSearch(location.search)
if (handed !== undefined) {
  history.replaceState(null, "", location.pathname)
  void store.pair(handed)
}

const root = document.getElementById("app")
if (root !== null) {
  createRoot(root).render(
    <StrictMode>
      <WalletPage store={store} />
    </StrictMode>
  )
}
