/**
 * The dev wallet as a page script, like an extension's content script: built into one
 * self-contained file (`dev-wallet.js`) and loaded before the app. It reads the local chains and
 * its keys from the `devnet.json` served beside it, announces its EVM half per EIP-6963 and
 * registers its Solana half per the Wallet Standard at once (requests wait for the
 * configuration), loads its Bitcoin half (`dev-wallet-bitcoin.js`, see bitcoinEntry.ts) beside it, remembers the site's connections and chain in localStorage as an extension
 * would in its own storage, and exposes its controls as `window.doorwayDevWallet`.
 */
import { announceDevWallet } from "./announceDevWallet.js"
import type { BitcoinHalfControls, DevWalletControls } from "./DevWalletControls.js"
import { createDevWallet, type Eip1193RequestArguments } from "./devWallet.js"
import { devWalletInfo } from "./devWalletInfo.js"
import { devWalletConfigOf, solanaDevWalletConfigOf } from "./DevWalletManifest.js"
import { currentScriptUrl, loadDevWalletManifest } from "./loadDevWalletManifest.js"
import { BITCOIN_HALF_SCRIPT } from "./walletScripts.js"
import { registerSolanaDevWallet } from "./solana/registerSolanaDevWallet.js"
import { createSolanaDevWallet } from "./solana/solanaDevWallet.js"
import { solanaStorageMemory } from "./solana/solanaMemory.js"
import { storageMemory } from "./storageMemory.js"

const scriptUrl = currentScriptUrl()
const manifest = loadDevWalletManifest(scriptUrl)
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

// The Bitcoin half joins from a script of its own, loaded beside this one (see bitcoinEntry.ts).
let attachBitcoin: (half: BitcoinHalfControls) => void = () => undefined
const bitcoinJoined = new Promise<BitcoinHalfControls>((resolve) => {
  attachBitcoin = resolve
})

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
  disconnectSolana: solana.disconnect,
  bitcoinReady: bitcoinJoined.then((half) => half.ready),
  record: (request) => log.push(request),
  attachBitcoin: (half) => {
    const { ready: _ready, ...bitcoinControls } = half
    Object.assign(controls, bitcoinControls)
    attachBitcoin(half)
  }
}
window.doorwayDevWallet = controls
announceDevWallet(wallet, info)
registerSolanaDevWallet(solana)

// Loaded without holding the page: a page that never asks for Bitcoin never waits for it. Only
// beside a wallet loaded as a file (a `<script>` tag): run as code alone (a test's init script,
// before the document has a head), there is no file beside it.
if (document.currentScript instanceof HTMLScriptElement) {
  const bitcoinScript = document.createElement("script")
  bitcoinScript.src = new URL(BITCOIN_HALF_SCRIPT, scriptUrl).href
  bitcoinScript.async = true
  document.currentScript.after(bitcoinScript)
}
