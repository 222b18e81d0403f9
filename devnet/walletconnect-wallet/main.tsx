/**
 * The wallet page's entry: reads `devnet.json` (inline, or from the demo's directory, one up), starts the
 * wallet, and pairs at once with a URI handed in the page's address (`?uri=<encoded URI>`), which
 * it then drops from the address so a reload does not pair twice. A tab the dapp's SDK opened for
 * a request (`?requestId=…`) points to the wallet's open tab instead of starting a second wallet.
 */
import { StrictMode, type ReactNode } from "react"
import { createRoot } from "react-dom/client"
import { OpenElsewhere } from "./OpenElsewhere.js"
import { uriFromSearch } from "./walletUri.js"
import { WalletPage } from "./WalletPage.js"
import { createWalletStore } from "./walletStore.js"
import { holdWalletTab, isRequestLink, walletOpenElsewhere } from "./walletTabs.js"
import "./wallet.css"

const render = (page: ReactNode) => {
  const root = document.getElementById("app")
  if (root !== null) createRoot(root).render(<StrictMode>{page}</StrictMode>)
}

const startWallet = () => {
  holdWalletTab(navigator.locks)
  const pageUrl = `${location.origin}${location.pathname}`
  // The local stack's server puts devnet.json inline (scripts/start/serveDemo.ts); elsewhere it is fetched.
  const inlineManifest = document.getElementById("devnet-manifest")?.textContent ?? undefined
  const store = createWalletStore({ manifestUrl: new URL("../devnet.json", location.href), inlineManifest, pageUrl })
  const handed = uriFromSearch(location.search)
  if (location.search !== "") history.replaceState(null, "", location.pathname)
  if (handed !== undefined) void store.pair(handed)
  render(<WalletPage store={store} />)
}

if (isRequestLink(location.search) && (await walletOpenElsewhere(navigator.locks))) render(<OpenElsewhere />)
else startWallet()
