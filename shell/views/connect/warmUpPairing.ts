import { viewFor } from "../registeredViews.js"
import { loadAtIdleOnce } from "./loadAtIdleOnce.js"

/**
 * Loads, while the visitor reads the wallet list, what a click on WalletConnect (or a wallet that
 * is not installed) needs: the connection kinds, the WalletConnect kind and its SDK, the pairing
 * view with its QR code, and what shows the account once the wallet approves (the Account view,
 * its Tokens tab, the RPC transport that reads the balance); then `prepare` starts the SDK. Left to the click,
 * the SDK's download and compile would sit before the QR code, and the account's view after the
 * approval. In idle time once Connect has been read (`whenRead`), so opening the modal never waits on it;
 * once per page (again after a failed load).
 */
export const warmUpPairing = loadAtIdleOnce((prepare: () => void) =>
  Promise.all([
    import("../../../layers/connectionKinds.js"),
    import("../../../layers/WalletConnectLive.js"),
    import("@walletconnect/universal-provider"),
    import("../../../layers/RpcTransportLive.js"),
    viewFor("ConnectingWalletConnect")?.component.preload(),
    viewFor("Account")?.component.preload()
  ])
    // Then the SDK is started too (the provider's init), which would otherwise follow the click.
    .then(prepare)
)
