import { describe, expect, it } from "@effect/vitest"
import { Effect, Layer } from "effect"
import * as StorageMemory from "../../../layers/StorageMemory.js"
import { addPendingTransaction, getPendingTransactions } from "../../../core/activity/pendingTransactions.js"
import { PendingTransactionsTest } from "../../../layers/PendingTransactionsTest.js"
import { pendingEntry } from "../../core/activity/pendingEntry.js"
import { pendingTransactionsContract } from "./PendingTransactions.contract.js"

pendingTransactionsContract("seeded in memory", () => PendingTransactionsTest())

describe("PendingTransactionsTest", () => {
  it.effect("starts from its seed, newest first, and the bound counts the seed", () =>
    Effect.gen(function* () {
      expect((yield* getPendingTransactions).map((entry) => entry.transaction.id)).toEqual([pendingEntry(2).transaction.id, pendingEntry(1).transaction.id])
      yield* addPendingTransaction(pendingEntry(3))
      expect(yield* getPendingTransactions).toHaveLength(3)
    }).pipe(Effect.provide(Layer.merge(PendingTransactionsTest([pendingEntry(2), pendingEntry(1)]), StorageMemory.layer))))
})
