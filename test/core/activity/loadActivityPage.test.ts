import { describe, expect, it } from "@effect/vitest"
import { Effect, Fiber, Layer, Ref, Schema, TestClock } from "effect"
import { mainnet, polygon, solana } from "doorway-connect/networks"
import { EMPTY_HISTORY, loadActivityPage } from "../../../core/activity/loadActivityPage.js"
import { HttpStatusError } from "../../../core/errors/HttpErrors.js"
import { Alerts } from "../../../core/services/Alerts.js"
import { ApiClient } from "../../../core/services/ApiClient.js"
import type { ApiGet, Query } from "../../../core/services/ApiClient.js"
import type { CaipNetworkId } from "../../../schemas/Caip.js"
import type { Transaction } from "../../../schemas/Transaction.js"
import { ALICE, evmEnv, trackedEvents } from "../connection/evmTestEnv.js"

const tx = (id: string, minedAt: string, chain: CaipNetworkId = mainnet.caipNetworkId, spam = false): Transaction => ({
  id,
  metadata: { operationType: "receive", hash: `0x${id}`, chain, minedAt, sentFrom: "0xa", sentTo: ALICE, status: "confirmed", nonce: 1 },
  transfers: [spam ? { nft_info: { flags: { is_spam: true } }, direction: "in", quantity: { numeric: "1" } } : { fungible_info: { symbol: "USDC" }, direction: "in", quantity: { numeric: "2" } }]
})

const BUSY_UNTIL = Date.UTC(2026, 0, 1, 12, 1, 0)

/** Two pages of history by cursor; the cursor "broken" fails with a 500. */
const pages: Readonly<Record<string, { readonly data: ReadonlyArray<Transaction>; readonly next: string | null }>> = {
  first: { data: [tx("jan", "2026-01-03T00:00:00Z"), tx("spam", "2026-01-02T00:00:00Z", mainnet.caipNetworkId, true), tx("poly", "2026-01-01T00:00:00Z", polygon.caipNetworkId)], next: "c2" },
  c2: { data: [tx("dec", "2025-12-30T00:00:00Z")], next: null }
}

const historyApi = () => {
  const calls: Array<Query | undefined> = []
  const get = <A, I>(request: ApiGet<A, I>) => {
    calls.push(request.query)
    const cursor = String(request.query?.["cursor"] ?? "first")
    const page = pages[cursor]
    // The cursor "busy": a 429 whose Retry-After says 1 minute (2026-01-01 12:01:00).
    if (cursor === "busy") return Effect.fail(new HttpStatusError({ status: 429, url: `https://blockchain.test${request.path}`, retryAt: BUSY_UNTIL }))
    return page === undefined
      ? Effect.fail(new HttpStatusError({ status: 500, url: `https://blockchain.test${request.path}` }))
      : Schema.decodeUnknown(request.schema)(page).pipe(Effect.orDie)
  }
  const layer = Layer.succeed(ApiClient, { get, post: get, url: (service, path) => `https://${service}.test${path}` })
  return { calls, layer }
}

const account = { address: ALICE, chain: mainnet.caipNetworkId }
const snackbar = Effect.flatMap(Alerts, (alerts) => Ref.get(alerts.snackbar))

describe("loadActivityPage", () => {
  it.effect("a failed page says when its Retry-After allows asking again (retryAt); the next load forgets it", () => {
    const api = historyApi()
    return Effect.gen(function* () {
      const first = yield* loadActivityPage(EMPTY_HISTORY, account)
      const busy = yield* loadActivityPage({ ...first, next: "busy" }, account)
      expect(busy).toMatchObject({ failed: true, retryAt: BUSY_UNTIL })
      expect(busy.transactions.map((t) => t.id)).toEqual(["jan"])
      const again = yield* loadActivityPage({ ...busy, next: "c2" }, account)
      expect(again.failed).toBeUndefined()
      expect(again.retryAt).toBeUndefined()
    }).pipe(Effect.provide(api.layer), Effect.provide(evmEnv().layer))
  })

  it.effect("loads page after page by cursor: the active chain's transactions, spam dropped, grouped across the year boundary", () => {
    const api = historyApi()
    return Effect.gen(function* () {
      const first = yield* loadActivityPage(EMPTY_HISTORY, account)
      expect(first.transactions.map((t) => t.id)).toEqual(["jan"])
      expect(first).toMatchObject({ next: "c2", loading: false, empty: false, lastNetworkInView: mainnet.caipNetworkId })
      const second = yield* loadActivityPage(first, account)
      expect(second.transactions.map((t) => t.id)).toEqual(["jan", "dec"])
      expect(second.next).toBeUndefined()
      expect(Object.keys(second.transactionsByYear).sort()).toEqual(["2025", "2026"])
      expect(second.transactionsByYear["2025"]?.["11"]?.map((t) => t.id)).toEqual(["dec"])
      expect(api.calls).toEqual([
        { cursor: undefined, chainId: mainnet.caipNetworkId },
        { cursor: "c2", chainId: mainnet.caipNetworkId }
      ])
    }).pipe(Effect.provide(api.layer), Effect.provide(evmEnv().layer))
  })

  it.effect("another network starts over from the first page", () => {
    const api = historyApi()
    return Effect.gen(function* () {
      const onMainnet = yield* loadActivityPage(EMPTY_HISTORY, account)
      const onPolygon = yield* loadActivityPage(onMainnet, { ...account, chain: polygon.caipNetworkId })
      expect(onPolygon.transactions.map((t) => t.id)).toEqual(["poly"])
      expect(api.calls.at(-1)).toEqual({ cursor: undefined, chainId: polygon.caipNetworkId })
    }).pipe(Effect.provide(api.layer), Effect.provide(evmEnv().layer))
  })

  it.effect("a failure toasts 'Failed to fetch transactions', records ERROR_FETCH_TRANSACTIONS with the cursor, keeps what was loaded and says failed", () => {
    const api = historyApi()
    return Effect.gen(function* () {
      const loaded = yield* loadActivityPage(EMPTY_HISTORY, account)
      const after = yield* loadActivityPage({ ...loaded, next: "broken" }, account)
      expect(after.transactions.map((t) => t.id)).toEqual(["jan"])
      expect(after).toMatchObject({ loading: false, empty: false, failed: true })
      // A 500 without Retry-After: Try again may ask at once.
      expect(after.retryAt).toBeUndefined()
      // Trying again from the failed state asks for the same page; a success clears `failed`.
      const retried = yield* loadActivityPage({ ...after, next: "c2" }, account)
      expect(retried.failed).toBeUndefined()
      expect(retried.transactions.map((t) => t.id)).toEqual(["jan", "dec"])
      expect(yield* snackbar).toMatchObject({ open: true, message: "Failed to fetch transactions", variant: "error" })
      const event = (yield* trackedEvents).find((e) => e.event === "ERROR_FETCH_TRANSACTIONS")
      expect(event).toEqual({ type: "track", event: "ERROR_FETCH_TRANSACTIONS", properties: { isSmartAccount: false, address: ALICE, projectId: "test-project", cursor: "broken" } })
      // A first page that fails: the list is empty (the open banner's switch waits on the clock).
      const failing = yield* Effect.fork(loadActivityPage({ ...EMPTY_HISTORY, lastNetworkInView: mainnet.caipNetworkId, next: "broken" }, account))
      yield* TestClock.adjust("1 second")
      expect((yield* Fiber.join(failing)).empty).toBe(true)
    }).pipe(Effect.provide(api.layer), Effect.provide(evmEnv().layer))
  })

  it.effect("Activity is EVM only: a Solana account gets an empty list and no request", () => {
    const api = historyApi()
    return Effect.gen(function* () {
      const history = yield* loadActivityPage(EMPTY_HISTORY, { address: "7v91N7iZ9mNicL8WfG6cgSCKyRXydQjLh6UYBWwm6y1Q", chain: solana.caipNetworkId })
      expect(history).toMatchObject({ transactions: [], empty: true })
      expect(api.calls).toEqual([])
    }).pipe(Effect.provide(api.layer), Effect.provide(evmEnv().layer))
  })
})
