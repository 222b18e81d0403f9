import { Effect, Ref } from "effect"
import { PENDING_TRANSACTIONS_LIMIT } from "../constants.js"
import { PendingTransactions } from "../services/PendingTransactions.js"
import type { PendingTransaction } from "../services/PendingTransactions.js"

const update = (change: (pending: ReadonlyArray<PendingTransaction>) => ReadonlyArray<PendingTransaction>) =>
  Effect.flatMap(PendingTransactions, ({ pending }) => Ref.update(pending, change))

/** The transactions sent from the modal and not mined yet, newest first. */
export const getPendingTransactions = Effect.flatMap(PendingTransactions, ({ pending }) => Ref.get(pending))

/**
 * A transaction just sent from the modal (SPEC §4): first in the list, shown as pending until
 * mined. At most 99 are tracked (SPEC §9): the 100th pushes out the oldest. The same hash sent
 * again replaces its entry.
 */
export const addPendingTransaction = (entry: PendingTransaction) =>
  update((pending) =>
    [entry, ...pending.filter((known) => known.transaction.metadata.hash !== entry.transaction.metadata.hash)].slice(0, PENDING_TRANSACTIONS_LIMIT)
  ).pipe(Effect.withSpan("activity.addPendingTransaction"))

/** The transaction `hash` was mined: it is no longer pending (the history has it from now on). */
export const removePendingTransaction = (hash: string) =>
  update((pending) => {
    const kept = pending.filter((known) => known.transaction.metadata.hash !== hash)
    return kept.length === pending.length ? pending : kept
  }).pipe(Effect.withSpan("activity.removePendingTransaction"))

/** Another account or network (SPEC §4): nothing pending is kept. */
export const clearPendingTransactions = update((pending) => (pending.length === 0 ? pending : [])).pipe(
  Effect.withSpan("activity.clearPendingTransactions")
)
