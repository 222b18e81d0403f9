import { Effect } from "effect"
import { onActiveAccountChange } from "../connection/onActiveAccountChange.js"
import { clearPendingTransactions } from "./pendingTransactions.js"

/**
 * SPEC §4 "reset on account or network change": runs as long as the pending transactions exist,
 * and clears them whenever the active account's CAIP-10 address changes: a disconnect, another
 * account, or another network.
 */
export const resetPendingOnAccountChange = onActiveAccountChange(clearPendingTransactions).pipe(
  Effect.withSpan("activity.resetPendingOnAccountChange")
)
