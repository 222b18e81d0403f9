import { describe, expect, it } from "@effect/vitest"
import { Effect, Fiber, Layer, Ref, TestClock } from "effect"
import { loadConnectWallets } from "../../../core/catalogue/loadConnectWallets.js"
import { Storage } from "../../../core/services/Storage.js"
import { WalletCatalogue } from "../../../core/services/WalletCatalogue.js"
import * as StorageMemory from "../../../layers/StorageMemory.js"
import { catalogueEnv, makeWallets, walletQueries } from "./catalogueEnv.js"

const catalogueState = Effect.flatMap(WalletCatalogue, (catalogue) => Ref.get(catalogue.state))
const [recentWallet] = makeWallets(1)

const withRecent = StorageMemory.layerWith([["@appkit/recent_wallets", JSON.stringify([recentWallet])]])

describe("loadConnectWallets", () => {
  it.effect("reads the recent wallets and fetches featured and recommended at the same time", () =>
    Effect.gen(function* () {
      const fiber = yield* Effect.fork(loadConnectWallets)
      yield* TestClock.adjust("1 second")
      yield* Fiber.join(fiber)
      // Both requests went out before either answered.
      const queries = yield* walletQueries
      expect(queries.map((query) => query["include"]).sort()).toEqual(["w9", undefined])
      const state = yield* catalogueState
      expect(state.recent.map((wallet) => wallet.id)).toEqual(["w1"])
      expect(state.featured).toHaveLength(1)
      expect(state.recommended).toHaveLength(4)
    }).pipe(Effect.provide(Layer.merge(catalogueEnv({ delay: "1 second", options: { featuredWalletIds: ["w9"] } }), withRecent)))
  )

  it.effect("with no featured ids named, one request answers both lists (the catalogue's first 4)", () =>
    Effect.gen(function* () {
      yield* loadConnectWallets
      const queries = yield* walletQueries
      expect(queries).toHaveLength(1)
      expect(queries[0]).toMatchObject({ page: "1", entries: "4" })
      const state = yield* catalogueState
      expect(state.loaded).toEqual({ featured: true, recommended: true })
      expect(state.featured).toEqual(state.recommended)
      expect(state.featured).toHaveLength(4)
    }).pipe(Effect.provide(Layer.merge(catalogueEnv(), StorageMemory.layer)))
  )

  it.effect("an opening with the recent wallets unchanged in storage leaves the state as it was (nothing is drawn again); a change is taken", () =>
    Effect.gen(function* () {
      yield* loadConnectWallets
      const before = yield* catalogueState
      yield* loadConnectWallets
      expect(yield* catalogueState).toBe(before)
      const [, other] = makeWallets(2)
      yield* Effect.flatMap(Storage, (storage) => storage.set("@appkit/recent_wallets", JSON.stringify([other, recentWallet])))
      yield* loadConnectWallets
      expect((yield* catalogueState).recent.map((wallet) => wallet.id)).toEqual(["w2", "w1"])
    }).pipe(Effect.provide(Layer.merge(catalogueEnv(), withRecent)))
  )

  it.effect("asks the catalogue only until each list has been answered once", () =>
    Effect.gen(function* () {
      yield* loadConnectWallets
      yield* loadConnectWallets
      expect(yield* walletQueries).toHaveLength(1)
    }).pipe(Effect.provide(Layer.merge(catalogueEnv(), StorageMemory.layer)))
  )

  it.effect("a failed list is asked for again next time; the other is kept", () =>
    Effect.gen(function* () {
      let calls = 0
      let recommendedFailures = 0
      const env = catalogueEnv({
        options: { featuredWalletIds: ["w9"] },
        getWallets: ({ query }) => {
          calls++
          // Recommended leaves the featured wallet out; its first request fails.
          if (query["exclude"] === "w9" && recommendedFailures++ === 0) return { status: 502, json: {} }
          return { json: { data: makeWallets(4), count: 4 } }
        }
      })
      yield* Effect.gen(function* () {
        yield* loadConnectWallets
        const first = yield* catalogueState
        expect(first.loaded).toEqual({ featured: true, recommended: false })
        expect(first.failures.recommended?._tag).toBe("HttpStatusError")
        expect(first.failures.featured).toBeUndefined()
        yield* loadConnectWallets
        const second = yield* catalogueState
        expect(second.loaded).toEqual({ featured: true, recommended: true })
        expect(second.failures).toEqual({})
        expect(calls).toBe(3)
      }).pipe(Effect.provide(Layer.merge(env, StorageMemory.layer)))
    })
  )
})
