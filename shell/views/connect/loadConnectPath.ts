import { viewFor } from "../registeredViews.js"
import { loadOnce } from "./loadOnce.js"

/**
 * What a click on an installed wallet needs, fetched side by side: the Connecting view (with the
 * connect program), the EVM adapter's requests and the kinds of connection, the RPC transport that
 * reads the balance, and the Account view with its first tab. Left to the click, each is found
 * only once the one before it has run: four round trips between the click and the account. Once
 * per page; again after a failed load.
 */
export const loadConnectPath = loadOnce(() =>
  Promise.all([
    viewFor("ConnectingExternalWallet")?.component.preload(),
    import("../../../layers/EvmWalletRequests.js"),
    import("../../../layers/connectionKinds.js"),
    import("../../../layers/RpcTransportLive.js"),
    viewFor("Account")?.component.preload()
  ])
)
