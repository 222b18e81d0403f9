import { Effect, Layer, SubscriptionRef } from "effect"
import { PendingTransactions } from "../core/services/PendingTransactions.js"
import type { PendingTransaction } from "../core/services/PendingTransactions.js"

/** No transaction pending yet. */
export const makePendingTransactions = Effect.map(SubscriptionRef.make<ReadonlyArray<PendingTransaction>>([]), (pending) => ({ pending }))

export const PendingTransactionsLive: Layer.Layer<PendingTransactions> = Layer.effect(PendingTransactions, makePendingTransactions)
