import { describe, expect, it } from "@effect/vitest"
import { Effect, Layer, Ref } from "effect"
import { fetchWalletsPage } from "../../../core/catalogue/fetchWalletsPage.js"
import { loadConnectWallets } from "../../../core/catalogue/loadConnectWallets.js"
import { WalletCatalogue } from "../../../core/services/WalletCatalogue.js"
import * as StorageMemory from "../../../layers/StorageMemory.js"
import { catalogueEnv, makeWallets } from "./catalogueEnv.js"

const catalogueState = Effect.flatMap(WalletCatalogue, (catalogue) => Ref.get(catalogue.state))

describe("trackRequest", () => {
  it.effect("keeps each request's failure: a list failing after the page does not hide the page's failure", () =>
    Effect.gen(function* () {
      let reachable = false
      const env = catalogueEnv({ getWallets: () => (reachable ? { json: { data: makeWallets(4), count: 4 } } : { status: 503, json: {} }) })
      yield* Effect.gen(function* () {
        yield* Effect.flip(fetchWalletsPage(1))
        yield* loadConnectWallets
        const failed = yield* catalogueState
        expect(Object.keys(failed.failures).sort()).toEqual(["page", "recommended"])
        expect(failed.failures.page?._tag).toBe("HttpStatusError")
        // Connect's lists answering again clears their failure only.
        reachable = true
        yield* loadConnectWallets
        const lists = yield* catalogueState
        expect(Object.keys(lists.failures)).toEqual(["page"])
        yield* fetchWalletsPage(1)
        expect((yield* catalogueState).failures).toEqual({})
      }).pipe(Effect.provide(Layer.merge(env, StorageMemory.layer)))
    })
  )
})
