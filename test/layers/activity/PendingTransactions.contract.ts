/**
 * The one contract of the pending transactions: the live layer and the seeded test layer hold the
 * list the same way under the programs of core/activity/pendingTransactions.ts.
 */
import { describe, expect, it } from "@effect/vitest"
import { Effect } from "effect"
import { Layer } from "effect"
import * as StorageMemory from "../../../layers/StorageMemory.js"
import {
  addPendingTransaction,
  clearPendingTransactions,
  getPendingTransactions,
  removePendingTransaction
} from "../../../core/activity/pendingTransactions.js"
import type { PendingTransaction } from "../../../core/services/PendingTransactions.js"
import type { PendingTransactions } from "../../../core/services/PendingTransactions.js"
import { pendingEntry } from "../../core/activity/pendingEntry.js"

export type MakePendingLayer = () => Layer.Layer<PendingTransactions>

/** The programs keep a stored copy (SPEC §4: a reload shows what is pending): each run gets an empty storage. */
const withStorage = (layer: Layer.Layer<PendingTransactions>) => Layer.merge(layer, StorageMemory.layer)

const hashesOf = (pending: ReadonlyArray<PendingTransaction>) => pending.map((entry) => entry.transaction.metadata.hash)

export const pendingTransactionsContract = (name: string, make: MakePendingLayer) =>
  describe(`PendingTransactions contract: ${name}`, () => {
    it.effect("starts empty; a sent transaction comes first; a mined one leaves; clearing empties it", () =>
      Effect.gen(function* () {
        expect(yield* getPendingTransactions).toEqual([])
        yield* addPendingTransaction(pendingEntry(1))
        yield* addPendingTransaction(pendingEntry(2))
        expect(hashesOf(yield* getPendingTransactions)).toEqual([pendingEntry(2).transaction.metadata.hash, pendingEntry(1).transaction.metadata.hash])
        yield* removePendingTransaction(pendingEntry(1).transaction.metadata.hash)
        expect(hashesOf(yield* getPendingTransactions)).toEqual([pendingEntry(2).transaction.metadata.hash])
        yield* clearPendingTransactions
        expect(yield* getPendingTransactions).toEqual([])
      }).pipe(Effect.provide(withStorage(make()))))

    it.effect("at most 99: the 100th pushes out the oldest", () =>
      Effect.gen(function* () {
        for (let n = 1; n <= 99; n += 1) yield* addPendingTransaction(pendingEntry(n))
        const ninetyNine = yield* getPendingTransactions
        expect(ninetyNine).toHaveLength(99)
        expect(ninetyNine.at(-1)?.transaction.metadata.hash).toBe(pendingEntry(1).transaction.metadata.hash)
        yield* addPendingTransaction(pendingEntry(100))
        const hundredth = yield* getPendingTransactions
        expect(hundredth).toHaveLength(99)
        expect(hundredth[0]?.transaction.metadata.hash).toBe(pendingEntry(100).transaction.metadata.hash)
        expect(hundredth.at(-1)?.transaction.metadata.hash).toBe(pendingEntry(2).transaction.metadata.hash)
      }).pipe(Effect.provide(withStorage(make()))))

    it.effect("the same hash again replaces its entry instead of adding one", () =>
      Effect.gen(function* () {
        yield* addPendingTransaction(pendingEntry(7))
        yield* addPendingTransaction(pendingEntry(8))
        yield* addPendingTransaction(pendingEntry(7))
        expect(hashesOf(yield* getPendingTransactions)).toEqual([pendingEntry(7).transaction.metadata.hash, pendingEntry(8).transaction.metadata.hash])
      }).pipe(Effect.provide(withStorage(make()))))
  })
