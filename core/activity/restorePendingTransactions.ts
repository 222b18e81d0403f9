import { Effect, Option, Ref } from "effect"
import { getActiveCaipAddress } from "../connection/getActiveCaipAddress.js"
import { PendingTransactions } from "../services/PendingTransactions.js"
import { clearPendingOnReceipt } from "./clearPendingOnReceipt.js"
import { readStoredPending } from "./storedPendingTransactions.js"

/**
 * The active account's sends that were not mined when the page was left (or the account last
 * active): shown as pending again, and each one's receipt asked for at once and then every 5 s
 * (`clearPendingOnReceipt`), so one mined meanwhile leaves the list on the node's first answer.
 */
export const restorePendingTransactions = Effect.gen(function* () {
  const active = yield* getActiveCaipAddress
  if (Option.isNone(active)) return
  const owner = active.value.toLowerCase()
  const mine = (yield* readStoredPending).filter((entry) => entry.account.toLowerCase() === owner)
  if (mine.length === 0) return
  const { pending } = yield* PendingTransactions
  yield* Ref.set(pending, mine)
  for (const entry of mine) {
    const { chain, hash } = entry.transaction.metadata
    yield* Effect.forkDaemon(clearPendingOnReceipt(chain, hash, { askNow: true }))
  }
}).pipe(Effect.withSpan("activity.restorePendingTransactions"))
