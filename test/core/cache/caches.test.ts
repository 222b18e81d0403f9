import { describe, expect, it } from "@effect/vitest"
import { Effect, Layer, Option, Schema, TestClock } from "effect"
import { getCachedIdentity, setCachedIdentity } from "../../../core/cache/identityCache.js"
import { getCachedNativeBalance, setCachedNativeBalance } from "../../../core/cache/nativeBalanceCache.js"
import { Storage } from "../../../core/services/Storage.js"
import * as LogTest from "../../../layers/LogTest.js"
import * as StorageMemory from "../../../layers/StorageMemory.js"
import { CaipAddress } from "../../../schemas/Caip.js"
import type { IdentityResponse } from "../../../schemas/BlockchainApi.js"
import type { StorageKey } from "../../../schemas/StorageKeys.js"
import type { Storage as StorageService } from "../../../core/services/Storage.js"
import type { Option as OptionType } from "effect"

const caip = Schema.decodeSync(CaipAddress)
const alice = caip("eip155:1:0x00000000000000000000000000000000000a11ce")
const bob = caip("eip155:137:0x0000000000000000000000000000000000000b0b")

const env = () => Layer.merge(StorageMemory.layer, LogTest.layer({ level: "warn" }))

const stored = (key: StorageKey) =>
  Effect.flatMap(Storage, (storage) => storage.get(key)).pipe(
    Effect.map(Option.map((text) => JSON.parse(text) as Record<string, unknown>))
  )

interface CaseOf<V> {
  readonly name: string
  readonly key: StorageKey
  /** SPEC §9 written out (never the constant under test): the entry is still there 1 ms before its lifetime… */
  readonly lastHitMs: number
  /** …and gone at exactly its lifetime. */
  readonly firstMissMs: number
  readonly ids: readonly [string, string]
  readonly value: V
  readonly set: (id: string, value: V) => Effect.Effect<void, never, StorageService>
  readonly get: (id: string) => Effect.Effect<OptionType.Option<V>, never, StorageService>
  /** The entry as WIRE §5 stores it, without its timestamp. */
  readonly wire: (id: string, value: V) => Record<string, unknown>
}

/** Forgets a case's value type so the caches can share one table. */
const caseOf = <V,>(c: CaseOf<V>): CaseOf<unknown> => c as unknown as CaseOf<unknown>

const cases: ReadonlyArray<CaseOf<unknown>> = [
  caseOf({
    name: "native balance",
    key: "@appkit/native_balance_cache",
    lastHitMs: 29_999,
    firstMissMs: 30_000,
    ids: [alice, bob],
    value: { balance: "1.25", symbol: "ETH" },
    set: (id, value) => setCachedNativeBalance(caip(id), value),
    get: (id) => getCachedNativeBalance(caip(id)),
    wire: (id, value) => ({ caipAddress: id, ...value })
  }),
  caseOf({
    name: "identity",
    key: "@appkit/identity_cache",
    lastHitMs: 299_999,
    firstMissMs: 300_000,
    ids: ["0x00000000000000000000000000000000000a11ce", "0x0000000000000000000000000000000000000b0b"],
    value: { name: "alice", avatar: null } as IdentityResponse,
    set: (id, value) => setCachedIdentity(id, value),
    get: (id) => getCachedIdentity(id),
    wire: (_id, value) => ({ identity: value })
  })
]

describe.each(cases)("the $name cache", (cache) => {
  const { lastHitMs, firstMissMs } = cache
  const [first, second] = cache.ids

  it.effect("stores the WIRE §5 entry shape with the clock's time", () =>
    Effect.gen(function* () {
      yield* TestClock.adjust("5 seconds")
      yield* cache.set(first, cache.value)
      expect(yield* stored(cache.key)).toEqual(Option.some({ [first]: { ...cache.wire(first, cache.value), timestamp: 5000 } }))
    }).pipe(Effect.provide(env())))

  it.effect(`hits ${lastHitMs} ms after the write`, () =>
    Effect.gen(function* () {
      yield* cache.set(first, cache.value)
      yield* TestClock.adjust(lastHitMs)
      expect(yield* cache.get(first)).toEqual(Option.some(cache.value))
    }).pipe(Effect.provide(env())))

  it.effect(`misses at exactly ${firstMissMs} ms and removes the entry from the stored map`, () =>
    Effect.gen(function* () {
      yield* cache.set(first, cache.value)
      yield* TestClock.adjust(1_000)
      yield* cache.set(second, cache.value)
      yield* TestClock.adjust(firstMissMs - 1_000)
      expect(yield* cache.get(first)).toEqual(Option.none())
      const map = Option.getOrThrow(yield* stored(cache.key))
      expect(Object.keys(map)).toEqual([second])
      expect(yield* cache.get(second)).toEqual(Option.some(cache.value))
    }).pipe(Effect.provide(env())))

  it.effect("removes the key once its last entry expires", () =>
    Effect.gen(function* () {
      yield* cache.set(first, cache.value)
      yield* TestClock.adjust(firstMissMs)
      expect(yield* cache.get(first)).toEqual(Option.none())
      expect(yield* stored(cache.key)).toEqual(Option.none())
    }).pipe(Effect.provide(env())))

  it.effect("drops expired entries when another is written, and a rewrite renews an entry", () =>
    Effect.gen(function* () {
      yield* cache.set(first, cache.value)
      yield* TestClock.adjust(firstMissMs)
      yield* cache.set(second, cache.value)
      expect(Object.keys(Option.getOrThrow(yield* stored(cache.key)))).toEqual([second])
      yield* TestClock.adjust(lastHitMs)
      yield* cache.set(second, cache.value)
      yield* TestClock.adjust(lastHitMs)
      expect(yield* cache.get(second)).toEqual(Option.some(cache.value))
    }).pipe(Effect.provide(env())))

  it.effect("misses an unknown id", () =>
    Effect.gen(function* () {
      yield* cache.set(first, cache.value)
      expect(yield* cache.get(second)).toEqual(Option.none())
    }).pipe(Effect.provide(env())))
})

describe("makeCache storage edge cases", () => {
  it.effect("does not trust an entry stamped in the future", () =>
    Effect.gen(function* () {
      yield* TestClock.adjust("1 hour")
      const storage = yield* Storage
      yield* storage.set(
        "@appkit/identity_cache",
        JSON.stringify({ "0xabc": { identity: { name: "x", avatar: null }, timestamp: 3_600_001 } })
      )
      expect(yield* getCachedIdentity("0xabc")).toEqual(Option.none())
    }).pipe(Effect.provide(env())))

  it.effect("drops a corrupt map instead of failing", () =>
    Effect.gen(function* () {
      const storage = yield* Storage
      yield* storage.set("@appkit/native_balance_cache", '{"eip155:1:0xabc":{"timestamp":"yesterday"}}')
      expect(yield* getCachedNativeBalance(alice)).toEqual(Option.none())
      expect(yield* storage.get("@appkit/native_balance_cache")).toEqual(Option.none())
      yield* setCachedNativeBalance(alice, { balance: "0", symbol: "ETH" })
      expect(yield* getCachedNativeBalance(alice)).toEqual(Option.some({ balance: "0", symbol: "ETH" }))
    }).pipe(Effect.provide(env())))

  it.effect("treats an id that names an object property as any other unknown id", () =>
    Effect.gen(function* () {
      yield* setCachedIdentity("0xabc", { name: "x", avatar: null })
      expect(yield* getCachedIdentity("toString")).toEqual(Option.none())
      expect(yield* getCachedIdentity("constructor")).toEqual(Option.none())
      expect(yield* getCachedIdentity("0xabc")).toEqual(Option.some({ name: "x", avatar: null }))
    }).pipe(Effect.provide(env())))

  it.effect("keeps the caches apart", () =>
    Effect.gen(function* () {
      yield* setCachedNativeBalance(alice, { balance: "2", symbol: "POL" })
      expect(yield* getCachedIdentity(alice)).toEqual(Option.none())
      expect(yield* stored("@appkit/identity_cache")).toEqual(Option.none())
    }).pipe(Effect.provide(env())))
})
