import { Effect, Layer } from "effect"
import { PendingTransactions } from "../core/services/PendingTransactions.js"
import type { PendingTransaction } from "../core/services/PendingTransactions.js"
import { makeStateRef } from "../core/state/makeStateRef.js"

/** No transaction pending yet. */
export const makePendingTransactions = Effect.map(makeStateRef<ReadonlyArray<PendingTransaction>>([]), (pending) => ({ pending }))

export const PendingTransactionsLive: Layer.Layer<PendingTransactions> = Layer.effect(PendingTransactions, makePendingTransactions)
