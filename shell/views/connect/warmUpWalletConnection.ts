import { loadAtIdleOnce } from "./loadAtIdleOnce.js"
import { loadConnectPath } from "./loadConnectPath.js"

/**
 * Loads what a click on an installed wallet needs (`loadConnectPath`) as soon as the list shows
 * one, in idle time so the view's own frames come first: a visitor may click the wallet the moment
 * it is listed. Then `prepare` has the instance take in the connection's part: its first use of a
 * loaded chunk would still wait a task for the import to resolve. Once per page (again after a
 * failed load).
 */
export const warmUpWalletConnection = loadAtIdleOnce((prepare: () => void) => loadConnectPath().then(prepare), 0)
