import { describe, expect, it } from "@effect/vitest"
import { Effect, Fiber, Ref, TestClock } from "effect"
import { searchWallets } from "../../../core/catalogue/searchWallets.js"
import { WalletCatalogue } from "../../../core/services/WalletCatalogue.js"
import { catalogueEnv, walletQueries } from "./catalogueEnv.js"

const catalogueState = Effect.flatMap(WalletCatalogue, (catalogue) => Ref.get(catalogue.state))

describe("searchWallets", () => {
  it.effect("asks for up to 100 matches of the trimmed text", () =>
    Effect.gen(function* () {
      const fiber = yield* Effect.fork(searchWallets("  wallet 1 "))
      yield* TestClock.adjust("300 millis")
      const results = yield* Fiber.join(fiber)
      // Wallet 1, 10–19, 100–199: 111 matches, the first 100 answered.
      expect(results).toHaveLength(100)
      const [query] = yield* walletQueries
      expect(query).toMatchObject({ page: "1", entries: "100", search: "wallet 1", chains: "eip155:1,eip155:137" })
      expect(query).not.toHaveProperty("badge_type")
    }).pipe(Effect.provide(catalogueEnv()))
  )

  it.effect("asks the catalogue 300 ms after the search started, not sooner, and shows a fast answer then", () =>
    Effect.gen(function* () {
      const fiber = yield* Effect.fork(searchWallets("wallet 7"))
      yield* Effect.yieldNow()
      const searching = yield* catalogueState
      expect(searching.loading.search).toBe(true)
      expect(searching.search.text).toBe("wallet 7")
      expect(searching.search.results).toEqual([])
      yield* TestClock.adjust("299 millis")
      expect(yield* walletQueries).toEqual([])
      expect((yield* catalogueState).search.results).toEqual([])
      expect(fiber.unsafePoll()).toBeNull()
      yield* TestClock.adjust("1 millis")
      yield* Fiber.join(fiber)
      expect((yield* walletQueries).map((query) => query["search"])).toEqual(["wallet 7"])
      const done = yield* catalogueState
      expect(done.loading.search).toBe(false)
      expect(done.search.results.map((wallet) => wallet.id).slice(0, 2)).toEqual(["w7", "w70"])
    }).pipe(Effect.provide(catalogueEnv()))
  )

  it.effect("typing on within 300 ms asks once, for the newest text, 300 ms after it was typed", () =>
    Effect.gen(function* () {
      const older = yield* Effect.fork(searchWallets("wallet 2"))
      yield* TestClock.adjust("100 millis")
      const newer = yield* Effect.fork(searchWallets("wallet 3"))
      yield* TestClock.adjust("200 millis")
      // The older search's wait is over, but it is no longer the one shown: it ends without asking.
      expect(yield* Fiber.join(older)).toEqual([])
      expect(yield* walletQueries).toEqual([])
      expect((yield* catalogueState).loading.search).toBe(true)
      yield* TestClock.adjust("99 millis")
      expect(yield* walletQueries).toEqual([])
      yield* TestClock.adjust("1 millis")
      yield* Fiber.join(newer)
      expect((yield* walletQueries).map((query) => query["search"])).toEqual(["wallet 3"])
      const done = yield* catalogueState
      expect(done.search.results[0]?.id).toBe("w3")
      expect(done.loading.search).toBe(false)
    }).pipe(Effect.provide(catalogueEnv()))
  )

  it.effect("a slow answer shows as soon as it arrives", () =>
    Effect.gen(function* () {
      const fiber = yield* Effect.fork(searchWallets("wallet 7"))
      // Asked at 300 ms, answered 500 ms later.
      yield* TestClock.adjust("799 millis")
      expect((yield* catalogueState).search.results).toEqual([])
      yield* TestClock.adjust("1 millis")
      yield* Fiber.join(fiber)
      expect((yield* catalogueState).search.results.map((wallet) => wallet.id).slice(0, 2)).toEqual(["w7", "w70"])
    }).pipe(Effect.provide(catalogueEnv({ delay: "500 millis" })))
  )

  it.effect("only certified wallets with the certified badge", () =>
    Effect.gen(function* () {
      const fiber = yield* Effect.fork(searchWallets("wallet", "certified"))
      yield* TestClock.adjust("300 millis")
      const results = yield* Fiber.join(fiber)
      // Every third of the 500 wallets is certified: the first 100 of them, w1, w4, w7, …
      expect(results.map((wallet) => wallet.id)).toEqual(Array.from({ length: 100 }, (_, index) => `w${3 * index + 1}`))
      expect(results.filter((wallet) => wallet.badge_type !== "certified")).toEqual([])
      const [query] = yield* walletQueries
      expect(query?.["badge_type"]).toBe("certified")
      expect((yield* catalogueState).search.badge).toBe("certified")
    }).pipe(Effect.provide(catalogueEnv()))
  )

  it.effect("an older search answering late does not replace the newer one's results", () =>
    Effect.gen(function* () {
      // Answers take 500 ms: the older search asks at 300 ms and hears back at 800 ms; the newer,
      // typed at 400 ms, asks at 700 ms and hears back at 1,200 ms.
      const older = yield* Effect.fork(searchWallets("wallet 2"))
      yield* TestClock.adjust("400 millis")
      const newer = yield* Effect.fork(searchWallets("wallet 3"))
      yield* TestClock.adjust("400 millis")
      yield* Fiber.join(older)
      const between = yield* catalogueState
      expect(between.search.text).toBe("wallet 3")
      expect(between.search.results).toEqual([])
      expect(between.loading.search).toBe(true)
      yield* TestClock.adjust("400 millis")
      yield* Fiber.join(newer)
      const done = yield* catalogueState
      expect(done.search.results[0]?.id).toBe("w3")
      expect(done.loading.search).toBe(false)
      expect((yield* walletQueries).map((query) => query["search"])).toEqual(["wallet 2", "wallet 3"])
    }).pipe(Effect.provide(catalogueEnv({ delay: "500 millis" })))
  )

  it.effect("empty text clears the search without asking", () =>
    Effect.gen(function* () {
      const fiber = yield* Effect.fork(searchWallets("wallet 9"))
      yield* TestClock.adjust("300 millis")
      yield* Fiber.join(fiber)
      yield* searchWallets("   ")
      const state = yield* catalogueState
      expect(state.search).toEqual({ text: "", badge: undefined, results: [] })
      expect((yield* walletQueries).length).toBe(1)
    }).pipe(Effect.provide(catalogueEnv()))
  )

  it.effect("a failed search records the failure and stops loading", () =>
    Effect.gen(function* () {
      const fiber = yield* Effect.fork(Effect.flip(searchWallets("wallet")))
      yield* TestClock.adjust("300 millis")
      const error = yield* Fiber.join(fiber)
      expect(error._tag).toBe("HttpStatusError")
      const state = yield* catalogueState
      expect(state.failures.search?._tag).toBe("HttpStatusError")
      expect(Object.keys(state.failures)).toEqual(["search"])
      expect(state.loading.search).toBe(false)
    }).pipe(Effect.provide(catalogueEnv({ getWallets: () => ({ status: 500, json: {} }) })))
  )
})
