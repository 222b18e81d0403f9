/**
 * The dev wallet's Bitcoin half as a script of its own (`dev-wallet-bitcoin.js`), which
 * `dev-wallet.js` loads beside itself: `@scure/btc-signer` makes it larger than the rest of the
 * wallet, and it must not hold every demo page's start. It joins the wallet that script put on
 * `window.doorwayDevWallet` (the same approval policy and request log), then, once its
 * configuration is read, registers per the Wallet Standard and lists itself with sats-connect.
 */
import { createBitcoinDevWallet } from "./bitcoin/bitcoinDevWallet.js"
import { bitcoinStorageMemory } from "./bitcoin/bitcoinMemory.js"
import { registerBitcoinDevWallet } from "./bitcoin/registerBitcoinDevWallet.js"
import { bitcoinDevWalletConfigOf } from "./DevWalletManifest.js"
import { currentScriptUrl, loadDevWalletManifest } from "./loadDevWalletManifest.js"

const controls = window.doorwayDevWallet
if (controls === undefined) {
  console.error("Doorway Dev Wallet's Bitcoin half runs only beside dev-wallet.js")
} else {
  const bitcoin = createBitcoinDevWallet(loadDevWalletManifest(currentScriptUrl()).then(bitcoinDevWalletConfigOf), {
    policy: controls.policy,
    record: controls.record,
    memory: bitcoinStorageMemory(localStorage)
  })
  bitcoin.ready.catch((error: unknown) => console.error("Doorway Dev Wallet's Bitcoin half could not start:", error))
  controls.attachBitcoin({
    bitcoinWallet: bitcoin.wallet,
    bitcoinProvider: bitcoin.provider,
    bitcoinAddresses: bitcoin.addresses,
    disconnectBitcoin: bitcoin.disconnect,
    ready: bitcoin.ready
  })
  // Registered once its configuration and memory are read, as an extension's wallet is: its
  // `accounts` then already list a site it remembers, which a silent restore after a reload reads.
  void bitcoin.ready.then(() => registerBitcoinDevWallet(bitcoin, controls.info), () => undefined)
}
