import { describe, expect, it } from "@effect/vitest"
import { Effect, Fiber, Ref, TestClock } from "effect"
import { fetchNextWalletsPage, hasMoreWallets } from "../../../core/catalogue/fetchNextWalletsPage.js"
import { fetchRecommendedWallets } from "../../../core/catalogue/fetchRecommendedWallets.js"
import { appendUnique, fetchWalletsPage } from "../../../core/catalogue/fetchWalletsPage.js"
import { INITIAL_WALLET_CATALOGUE, WalletCatalogue } from "../../../core/services/WalletCatalogue.js"
import { catalogueEnv, makeWallets, walletQueries } from "./catalogueEnv.js"

const catalogueState = Effect.flatMap(WalletCatalogue, (catalogue) => Ref.get(catalogue.state))

describe("fetchWalletsPage", () => {
  it.effect("loads pages of 40 and appends them", () =>
    Effect.gen(function* () {
      const first = yield* fetchWalletsPage(1)
      expect(first).toHaveLength(40)
      yield* fetchWalletsPage(2)
      const state = yield* catalogueState
      expect(state.wallets).toHaveLength(80)
      expect(state.wallets[40]?.id).toBe("w42")
      expect(state.pagesLoaded).toBe(2)
      expect(state.count).toBe(499)
      const queries = yield* walletQueries
      expect(queries.map((query) => [query["page"], query["entries"]])).toEqual([
        ["1", "40"],
        ["2", "40"]
      ])
    }).pipe(Effect.provide(catalogueEnv()))
  )

  it.effect("leaves out the excluded and featured wallets, not the recommended ones, whenever they arrive", () =>
    Effect.gen(function* () {
      yield* fetchWalletsPage(1)
      yield* fetchRecommendedWallets
      yield* fetchWalletsPage(2)
      const queries = yield* walletQueries
      expect(queries[0]?.["exclude"]).toBe("w1,w9")
      expect(queries[2]?.["exclude"]).toBe("w1,w9")
      const state = yield* catalogueState
      // Page boundaries stay where they are: no wallet falls between page 1 and page 2.
      const ids = state.wallets.map((wallet) => wallet.id)
      expect(ids.slice(0, 3)).toEqual(["w2", "w3", "w4"])
      expect(ids).toHaveLength(80)
      expect(new Set(ids).size).toBe(80)
      expect(ids[39]).toBe("w43")
      expect(ids[40]).toBe("w44")
    }).pipe(Effect.provide(catalogueEnv({ options: { excludeWalletIds: ["w1"], featuredWalletIds: ["w9"] } })))
  )

  it("appendUnique keeps each wallet once, in order", () => {
    const [a, b, c] = makeWallets(3)
    if (a === undefined || b === undefined || c === undefined) throw new Error("three wallets")
    expect(appendUnique([a, b], [b, c, a]).map((wallet) => wallet.id)).toEqual(["w1", "w2", "w3"])
  })
})

describe("fetchNextWalletsPage", () => {
  it.effect("loads the next page each time until every wallet is in", () =>
    Effect.gen(function* () {
      let loads = 0
      while (yield* fetchNextWalletsPage) loads++
      const state = yield* catalogueState
      // 95 wallets on the app's networks: pages of 40, 40 and 15.
      expect(loads).toBe(3)
      expect(state.wallets).toHaveLength(95)
      expect(hasMoreWallets(state)).toBe(false)
      expect(yield* fetchNextWalletsPage).toBe(false)
    }).pipe(Effect.provide(catalogueEnv({ wallets: makeWallets(96) })))
  )

  it.effect("asks once while a page is loading, however often the list scrolls", () =>
    Effect.gen(function* () {
      const first = yield* Effect.fork(fetchNextWalletsPage)
      yield* Effect.yieldNow()
      const again = yield* fetchNextWalletsPage
      expect(again).toBe(false)
      expect((yield* catalogueState).loading.page).toBe(true)
      yield* TestClock.adjust("1 second")
      expect(yield* Fiber.join(first)).toBe(true)
      expect((yield* walletQueries).length).toBe(1)
      expect((yield* catalogueState).loading.page).toBe(false)
    }).pipe(Effect.provide(catalogueEnv({ delay: "1 second" })))
  )

  it.effect("drops the loading flag when the load is interrupted", () =>
    Effect.gen(function* () {
      const fiber = yield* Effect.fork(fetchNextWalletsPage)
      yield* Effect.yieldNow()
      yield* Fiber.interrupt(fiber)
      const state = yield* catalogueState
      expect(state.loading.page).toBe(false)
      expect(state.pagesLoaded).toBe(0)
    }).pipe(Effect.provide(catalogueEnv({ delay: "1 second" })))
  )

  it("has more wallets before the first page and while pages cover less than the count", () => {
    expect(hasMoreWallets(INITIAL_WALLET_CATALOGUE)).toBe(true)
    expect(hasMoreWallets({ ...INITIAL_WALLET_CATALOGUE, pagesLoaded: 2, count: 81 })).toBe(true)
    expect(hasMoreWallets({ ...INITIAL_WALLET_CATALOGUE, pagesLoaded: 2, count: 80 })).toBe(false)
    expect(hasMoreWallets({ ...INITIAL_WALLET_CATALOGUE, pagesLoaded: 1, count: 0 })).toBe(false)
  })
})
