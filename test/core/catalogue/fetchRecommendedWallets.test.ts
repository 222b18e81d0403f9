import { describe, expect, it } from "@effect/vitest"
import { Effect, Ref } from "effect"
import { fetchRecommendedWallets } from "../../../core/catalogue/fetchRecommendedWallets.js"
import { WalletCatalogue } from "../../../core/services/WalletCatalogue.js"
import { catalogueEnv, makeWallets, walletQueries } from "./catalogueEnv.js"

const catalogueState = Effect.flatMap(WalletCatalogue, (catalogue) => Ref.get(catalogue.state))

describe("fetchRecommendedWallets", () => {
  it.effect("asks for the first 4 wallets of the app's networks and keeps them with the total count", () =>
    Effect.gen(function* () {
      const wallets = yield* fetchRecommendedWallets
      expect(wallets.map((wallet) => wallet.id)).toEqual(["w1", "w2", "w3", "w4"])
      const [query] = yield* walletQueries
      expect(query).toMatchObject({ page: "1", entries: "4", chains: "eip155:1,eip155:137" })
      expect(query).not.toHaveProperty("exclude")
      const state = yield* catalogueState
      expect(state.recommended).toEqual(wallets)
      // The fifth wallet is on Solana only, which the app does not use.
      expect(state.count).toBe(499)
      expect(state.loaded.recommended).toBe(true)
      expect(state.loading.recommended).toBe(false)
    }).pipe(Effect.provide(catalogueEnv()))
  )

  it.effect("leaves out the host's excluded and featured wallets", () =>
    Effect.gen(function* () {
      const wallets = yield* fetchRecommendedWallets
      expect(wallets.map((wallet) => wallet.id)).toEqual(["w3", "w6", "w7", "w8"])
      const [query] = yield* walletQueries
      expect(query?.["exclude"]).toBe("w1,w2,w4")
    }).pipe(Effect.provide(catalogueEnv({ options: { excludeWalletIds: ["w1", "w2"], featuredWalletIds: ["w4"] } })))
  )

  it.effect("only the host's included wallets when it lists some", () =>
    Effect.gen(function* () {
      const wallets = yield* fetchRecommendedWallets
      expect(wallets.map((wallet) => wallet.id)).toEqual(["w9", "w10"])
      const [query] = yield* walletQueries
      expect(query?.["include"]).toBe("w9,w10")
    }).pipe(Effect.provide(catalogueEnv({ options: { includeWalletIds: ["w9", "w10"] } })))
  )

  it.effect("records a failed answer, drops the loading flag, and clears the failure on the next success", () =>
    Effect.gen(function* () {
      let fail = true
      const env = catalogueEnv({
        getWallets: () => (fail ? { status: 503, json: {} } : { json: { data: makeWallets(4), count: 4 } })
      })
      yield* Effect.gen(function* () {
        const error = yield* Effect.flip(fetchRecommendedWallets)
        expect(error._tag).toBe("HttpStatusError")
        const failed = yield* catalogueState
        expect(Object.keys(failed.failures)).toEqual(["recommended"])
        expect(failed.failures.recommended?._tag).toBe("HttpStatusError")
        expect(failed.loading.recommended).toBe(false)
        expect(failed.loaded.recommended).toBe(false)
        fail = false
        yield* fetchRecommendedWallets
        const recovered = yield* catalogueState
        expect(recovered.failures).toEqual({})
        expect(recovered.recommended).toHaveLength(4)
      }).pipe(Effect.provide(env))
    })
  )
})
