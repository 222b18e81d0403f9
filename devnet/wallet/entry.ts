/**
 * The dev wallet as a page script, like an extension's content script: built into one
 * self-contained file (`dev-wallet.js`) and loaded before the app. It reads the local chains and
 * its key from the `devnet.json` served beside it, announces itself per EIP-6963 at once (requests
 * wait for the configuration), remembers the site's connection and chain in localStorage as an
 * extension would in its own storage, and exposes its controls as `window.doorwayDevWallet`.
 */
import { Schema } from "effect"
import { announceDevWallet } from "./announceDevWallet.js"
import type { DevWalletControls } from "./DevWalletControls.js"
import { createDevWallet, type DevWalletConfig } from "./devWallet.js"
import { devWalletInfo } from "./devWalletInfo.js"
import { DevWalletManifest, devWalletConfigOf } from "./DevWalletManifest.js"
import { storageMemory } from "./storageMemory.js"

// Resolved against the script's own URL, so the page may live anywhere beside it.
const scriptUrl = document.currentScript instanceof HTMLScriptElement ? document.currentScript.src : location.href
const manifestUrl = new URL("devnet.json", scriptUrl)

const loadConfig = async (): Promise<DevWalletConfig> => {
  const response = await fetch(manifestUrl, { cache: "no-store" })
  if (!response.ok) throw new Error(`${manifestUrl.href} answered ${response.status}`)
  return devWalletConfigOf(await Schema.decodeUnknownPromise(DevWalletManifest)(await response.json()))
}

const wallet = createDevWallet(loadConfig(), { memory: storageMemory(localStorage) })
const info = devWalletInfo()
wallet.ready.catch((error: unknown) => console.error("Doorway Dev Wallet could not start:", error))

const controls: DevWalletControls = {
  info,
  provider: wallet.provider,
  ready: wallet.ready,
  policy: wallet.policy,
  setPolicy: wallet.setPolicy,
  address: wallet.address,
  requests: wallet.requests,
  switchChain: wallet.switchChain,
  disconnect: wallet.disconnect
}
window.doorwayDevWallet = controls
announceDevWallet(wallet, info)
