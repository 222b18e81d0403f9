import { Effect, Ref } from "effect"
import { PENDING_TRANSACTIONS_LIMIT } from "../constants.js"
import { PendingTransactions } from "../services/PendingTransactions.js"
import type { PendingTransaction } from "../services/PendingTransactions.js"
import { updateStoredPending } from "./storedPendingTransactions.js"

const update = (change: (pending: ReadonlyArray<PendingTransaction>) => ReadonlyArray<PendingTransaction>) =>
  Effect.flatMap(PendingTransactions, ({ pending }) => Ref.update(pending, change))

const withEntry = (entry: PendingTransaction) => (pending: ReadonlyArray<PendingTransaction>) =>
  [entry, ...pending.filter((known) => known.transaction.metadata.hash !== entry.transaction.metadata.hash)].slice(0, PENDING_TRANSACTIONS_LIMIT)

const withoutHash = (hash: string) => (pending: ReadonlyArray<PendingTransaction>) => {
  const kept = pending.filter((known) => known.transaction.metadata.hash !== hash)
  return kept.length === pending.length ? pending : kept
}

/** The transactions sent from the modal and not mined yet, newest first. */
export const getPendingTransactions = Effect.flatMap(PendingTransactions, ({ pending }) => Ref.get(pending))

/**
 * A transaction just sent from the modal (SPEC §4): first in the list, shown as pending until
 * mined, and stored at once with its hash and chain, so a reload before it is mined still shows
 * it. At most 99 are tracked (SPEC §9): the 100th pushes out the oldest. The same hash sent again
 * replaces its entry.
 */
export const addPendingTransaction = (entry: PendingTransaction) =>
  Effect.zipRight(updateStoredPending(withEntry(entry)), update(withEntry(entry))).pipe(
    Effect.withSpan("activity.addPendingTransaction")
  )

/** The transaction `hash` was mined: it is no longer pending (the history has it from now on), here or in storage. */
export const removePendingTransaction = (hash: string) =>
  Effect.zipRight(update(withoutHash(hash)), updateStoredPending(withoutHash(hash))).pipe(
    Effect.withSpan("activity.removePendingTransaction")
  )

/**
 * Another account or network (SPEC §4): none of the list shown is kept. The stored copy keeps
 * them, for when that account is active again.
 */
export const clearPendingTransactions = update((pending) => (pending.length === 0 ? pending : [])).pipe(
  Effect.withSpan("activity.clearPendingTransactions")
)
