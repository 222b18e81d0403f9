import { describe, expect, it } from "@effect/vitest"
import { Effect, Ref } from "effect"
import { fetchFeaturedWallets } from "../../../core/catalogue/fetchFeaturedWallets.js"
import { WalletCatalogue } from "../../../core/services/WalletCatalogue.js"
import { catalogueEnv, walletQueries } from "./catalogueEnv.js"

describe("fetchFeaturedWallets", () => {
  it.effect("asks for the host's featured ids and keeps the host's order", () =>
    Effect.gen(function* () {
      const featured = yield* fetchFeaturedWallets
      expect(featured.map((wallet) => wallet.id)).toEqual(["w30", "w7", "w12"])
      const [query] = yield* walletQueries
      expect(query).toMatchObject({ page: "1", entries: "3", include: "w30,w7,w12", chains: "eip155:1,eip155:137" })
      const state = yield* Effect.flatMap(WalletCatalogue, (catalogue) => Ref.get(catalogue.state))
      expect(state.featured).toEqual(featured)
      expect(state.loaded.featured).toBe(true)
    }).pipe(Effect.provide(catalogueEnv({ options: { featuredWalletIds: ["w30", "w7", "w12"] } })))
  )

  it.effect("takes the catalogue's first 4 when the host names none", () =>
    Effect.gen(function* () {
      const featured = yield* fetchFeaturedWallets
      expect(featured.map((wallet) => wallet.id)).toEqual(["w2", "w3", "w4", "w6"])
      const [query] = yield* walletQueries
      expect(query).toMatchObject({ page: "1", entries: "4", exclude: "w1" })
      expect(query).not.toHaveProperty("include")
    }).pipe(Effect.provide(catalogueEnv({ options: { excludeWalletIds: ["w1"] } })))
  )
})
