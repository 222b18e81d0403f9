import { Effect, Layer } from "effect"
import { PendingTransactions } from "../core/services/PendingTransactions.js"
import type { PendingTransaction } from "../core/services/PendingTransactions.js"
import { makeStateRef } from "../core/state/makeStateRef.js"

/**
 * Pending transactions starting from `seed` (newest first), as if they had been sent before the
 * test began; each test builds its own.
 */
export const PendingTransactionsTest = (seed: ReadonlyArray<PendingTransaction> = []): Layer.Layer<PendingTransactions> =>
  Layer.effect(
    PendingTransactions,
    Effect.map(makeStateRef<ReadonlyArray<PendingTransaction>>([...seed]), (pending) => ({ pending }))
  )
