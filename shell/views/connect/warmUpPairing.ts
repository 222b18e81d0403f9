import { viewFor } from "../registeredViews.js"
import { loadAtIdleOnce } from "./loadAtIdleOnce.js"
import { loadOnce } from "./loadOnce.js"

/**
 * What a click on WalletConnect (or a wallet that is not installed) needs: the connection kinds,
 * the WalletConnect kind and its SDK, the pairing view with its QR code, and what shows the account
 * once the wallet approves (the Account view, its Tokens tab, the RPC transport that reads the
 * balance). Left to the click, the SDK's download and compile would sit before the QR code, and the
 * account's view after the approval. Once per page; again after a failed load.
 */
export const loadPairingPath = loadOnce(() =>
  Promise.all([
    import("../../../layers/connectionKinds.js"),
    import("../../../layers/WalletConnectLive.js"),
    import("@walletconnect/universal-provider"),
    import("../../../layers/RpcTransportLive.js"),
    viewFor("ConnectingWalletConnect")?.component.preload(),
    viewFor("Account")?.component.preload()
  ])
)

/**
 * Loads the pairing path in idle time once Connect has been read (`whenRead`), then `prepare`
 * starts the SDK (the provider's init), which would otherwise follow the click. Beside an
 * installed wallet, which most visitors who have one click at once: its own warm-up goes first,
 * and the SDK's start, a long task, waits until the list has been read.
 */
export const warmUpPairing = loadAtIdleOnce((prepare: () => void) => loadPairingPath().then(prepare))

/** The same as soon as the list shows, where WalletConnect is the way to connect (no installed wallet listed). */
export const warmUpPairingAtOnce = loadAtIdleOnce((prepare: () => void) => loadPairingPath().then(prepare), 0)
