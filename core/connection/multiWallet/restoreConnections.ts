import { Effect } from "effect"
import { updateConnections } from "./updateConnections.js"

/**
 * Loads the connections stored by earlier visits (`@appkit/connections`) as remembered ones, so
 * the wallet list can offer them again; connections already live stay live. Run once at start
 * (any other connection change does the same first, so the order does not matter).
 */
export const restoreConnections = updateConnections((state) => state).pipe(Effect.asVoid, Effect.withSpan("restoreConnections"))
