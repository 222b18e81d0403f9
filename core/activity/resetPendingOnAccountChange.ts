import { Effect } from "effect"
import { onActiveAccountChange } from "../connection/onActiveAccountChange.js"
import { clearPendingTransactions } from "./pendingTransactions.js"
import { restorePendingTransactions } from "./restorePendingTransactions.js"

/**
 * SPEC §4 "reset on account or network change": runs as long as the pending transactions exist.
 * It first shows the active account's stored ones (a reload during a send), then, whenever the
 * active account's CAIP-10 address changes (a disconnect, another account, or another network),
 * clears the list and shows the stored ones of the account now active.
 */
export const resetPendingOnAccountChange = Effect.zipRight(
  restorePendingTransactions,
  onActiveAccountChange(Effect.zipRight(clearPendingTransactions, restorePendingTransactions))
).pipe(Effect.withSpan("activity.resetPendingOnAccountChange"))
