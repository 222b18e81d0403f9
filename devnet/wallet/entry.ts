/**
 * The dev wallet as a page script, like an extension's content script: built into one
 * self-contained file (`dev-wallet.js`) and loaded before the app. It reads the local chains and
 * its keys from the `devnet.json` served beside it, announces its EVM half per EIP-6963 and
 * registers its Solana half per the Wallet Standard at once (requests wait for the
 * configuration), remembers the site's connections and chain in localStorage as an extension
 * would in its own storage, and exposes its controls as `window.doorwayDevWallet`.
 */
import { Schema } from "effect"
import { announceDevWallet } from "./announceDevWallet.js"
import type { DevWalletControls } from "./DevWalletControls.js"
import { createDevWallet, type Eip1193RequestArguments } from "./devWallet.js"
import { devWalletInfo } from "./devWalletInfo.js"
import { DevWalletManifest, devWalletConfigOf, solanaDevWalletConfigOf } from "./DevWalletManifest.js"
import { registerSolanaDevWallet } from "./solana/registerSolanaDevWallet.js"
import { createSolanaDevWallet } from "./solana/solanaDevWallet.js"
import { solanaStorageMemory } from "./solana/solanaMemory.js"
import { storageMemory } from "./storageMemory.js"

// Resolved against the script's own URL, so the page may live anywhere beside it.
const scriptUrl = document.currentScript instanceof HTMLScriptElement ? document.currentScript.src : location.href
const manifestUrl = new URL("devnet.json", scriptUrl)

const loadManifest = async (): Promise<DevWalletManifest> => {
  const response = await fetch(manifestUrl, { cache: "no-store" })
  if (!response.ok) throw new Error(`${manifestUrl.href} answered ${response.status}`)
  return Schema.decodeUnknownPromise(DevWalletManifest)(await response.json())
}

const manifest = loadManifest()
// One list for both halves, so the controls show a page's requests in the order it made them.
const log: Array<Eip1193RequestArguments> = []
const wallet = createDevWallet(manifest.then(devWalletConfigOf), { memory: storageMemory(localStorage), log })
const solana = createSolanaDevWallet(manifest.then(solanaDevWalletConfigOf), {
  policy: wallet.policy,
  record: (request) => log.push(request),
  memory: solanaStorageMemory(localStorage)
})
const info = devWalletInfo()
wallet.ready.catch((error: unknown) => console.error("Doorway Dev Wallet could not start:", error))
solana.ready.catch((error: unknown) => console.error("Doorway Dev Wallet's Solana half could not start:", error))

const controls: DevWalletControls = {
  info,
  provider: wallet.provider,
  ready: wallet.ready,
  policy: wallet.policy,
  setPolicy: wallet.setPolicy,
  address: wallet.address,
  requests: wallet.requests,
  switchChain: wallet.switchChain,
  disconnect: wallet.disconnect,
  solanaWallet: solana.wallet,
  solanaReady: solana.ready,
  solanaAddress: solana.address,
  disconnectSolana: solana.disconnect
}
window.doorwayDevWallet = controls
announceDevWallet(wallet, info)
registerSolanaDevWallet(solana)
