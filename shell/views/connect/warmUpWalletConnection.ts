import { viewFor } from "../registeredViews.js"
import { loadAtIdleOnce } from "./loadAtIdleOnce.js"

/**
 * Loads, while the visitor reads the wallet list, what a click on an installed wallet needs: the
 * EVM adapter's connection part and the extension kind of connection, the RPC transport that
 * reads the balance, and the Connecting and Account views (with its Tokens tab). Left to the click, fetching and
 * compiling them sits between the click and the wallet's prompt, and again between its approval
 * and the account; then `prepare` has the instance take in the connection's part. In idle time
 * once Connect has been read (`whenRead`), so opening the modal does not wait on any of it; once
 * per page (again after a failed load).
 */
export const warmUpWalletConnection = loadAtIdleOnce((prepare: () => void) =>
  Promise.all([
    import("../../../layers/EvmWalletRequests.js"),
    import("../../../layers/connectionKinds.js"),
    import("../../../layers/RpcTransportLive.js"),
    viewFor("ConnectingExternalWallet")?.component.preload(),
    viewFor("Account")?.component.preload()
  ])
    // Then the instance takes them in (`prepareConnection`): its first use of a loaded chunk would
    // still wait a task for the import to resolve.
    .then(prepare)
)
