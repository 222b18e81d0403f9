import { describe, expect, it } from "@effect/vitest"
import { Duration, Effect, Layer, Option, Schema, TestClock } from "effect"
import {
  ENS_CACHE_LIFETIME,
  IDENTITY_CACHE_LIFETIME,
  NATIVE_BALANCE_CACHE_LIFETIME,
  PORTFOLIO_CACHE_LIFETIME
} from "../../../core/constants.js"
import { getCachedEns, setCachedEns } from "../../../core/cache/ensCache.js"
import { getCachedIdentity, setCachedIdentity } from "../../../core/cache/identityCache.js"
import { getCachedNativeBalance, setCachedNativeBalance } from "../../../core/cache/nativeBalanceCache.js"
import { getCachedPortfolio, setCachedPortfolio } from "../../../core/cache/portfolioCache.js"
import { Storage } from "../../../core/services/Storage.js"
import * as LogTest from "../../../layers/LogTest.js"
import * as StorageMemory from "../../../layers/StorageMemory.js"
import { CaipAddress } from "../../../schemas/Caip.js"
import type { Profile } from "../../../schemas/Names.js"
import { BalancesResponse } from "../../../schemas/TokenBalance.js"
import type { IdentityResponse } from "../../../schemas/BlockchainApi.js"
import type { StorageKey } from "../../../schemas/StorageKeys.js"
import type { Storage as StorageService } from "../../../core/services/Storage.js"
import type { Option as OptionType } from "effect"

const caip = Schema.decodeSync(CaipAddress)
const alice = caip("eip155:1:0x00000000000000000000000000000000000a11ce")
const bob = caip("eip155:137:0x0000000000000000000000000000000000000b0b")

const profile: Profile = {
  name: "alice.reown.id",
  registered: 1_700_000_000,
  updated: 1_700_000_100,
  addresses: { "60": { address: "0x00000000000000000000000000000000000a11ce", created: "1700000000" } },
  attributes: []
}

const env = () => Layer.merge(StorageMemory.layer, LogTest.layer({ level: "warn" }))

const stored = (key: StorageKey) =>
  Effect.flatMap(Storage, (storage) => storage.get(key)).pipe(
    Effect.map(Option.map((text) => JSON.parse(text) as Record<string, unknown>))
  )

interface CaseOf<V> {
  readonly name: string
  readonly key: StorageKey
  readonly lifetime: Duration.Duration
  readonly ids: readonly [string, string]
  readonly value: V
  readonly set: (id: string, value: V) => Effect.Effect<void, never, StorageService>
  readonly get: (id: string) => Effect.Effect<OptionType.Option<V>, never, StorageService>
  /** The entry as WIRE §5 stores it, without its timestamp. */
  readonly wire: (id: string, value: V) => Record<string, unknown>
}

/** Forgets a case's value type so the four can share one table. */
const caseOf = <V,>(c: CaseOf<V>): CaseOf<unknown> => c as unknown as CaseOf<unknown>

const cases: ReadonlyArray<CaseOf<unknown>> = [
  caseOf({
    name: "portfolio",
    key: "@appkit/portfolio_cache",
    lifetime: PORTFOLIO_CACHE_LIFETIME,
    ids: [alice, bob],
    value: Schema.decodeSync(BalancesResponse)({
      balances: [
        {
          name: "Ether",
          symbol: "ETH",
          chainId: "eip155:1",
          price: 3000,
          value: 30,
          quantity: { decimals: "18", numeric: "0.01" },
          iconUrl: "https://img.example/eth.png"
        }
      ]
    }),
    set: (id, value) => setCachedPortfolio(caip(id), value),
    get: (id) => getCachedPortfolio(caip(id)),
    wire: (id, value) => ({ caipAddress: id, balance: value })
  }),
  caseOf({
    name: "native balance",
    key: "@appkit/native_balance_cache",
    lifetime: NATIVE_BALANCE_CACHE_LIFETIME,
    ids: [alice, bob],
    value: { balance: "1.25", symbol: "ETH" },
    set: (id, value) => setCachedNativeBalance(caip(id), value),
    get: (id) => getCachedNativeBalance(caip(id)),
    wire: (id, value) => ({ caipAddress: id, ...value })
  }),
  caseOf({
    name: "ENS",
    key: "@appkit/ens_cache",
    lifetime: ENS_CACHE_LIFETIME,
    ids: ["0x00000000000000000000000000000000000a11ce", "0x0000000000000000000000000000000000000b0b"],
    value: [profile] as ReadonlyArray<Profile>,
    set: (id, value) => setCachedEns(id, value),
    get: (id) => getCachedEns(id),
    wire: (id, value) => ({ address: id, ens: value })
  }),
  caseOf({
    name: "identity",
    key: "@appkit/identity_cache",
    lifetime: IDENTITY_CACHE_LIFETIME,
    ids: ["0x00000000000000000000000000000000000a11ce", "0x0000000000000000000000000000000000000b0b"],
    value: { name: "alice", avatar: null } as IdentityResponse,
    set: (id, value) => setCachedIdentity(id, value),
    get: (id) => getCachedIdentity(id),
    wire: (_id, value) => ({ identity: value })
  })
]

describe.each(cases)("the $name cache", (cache) => {
  const lifetime = Duration.toMillis(cache.lifetime)
  const [first, second] = cache.ids

  it.effect("stores the WIRE §5 entry shape with the clock's time", () =>
    Effect.gen(function* () {
      yield* TestClock.adjust("5 seconds")
      yield* cache.set(first, cache.value)
      expect(yield* stored(cache.key)).toEqual(Option.some({ [first]: { ...cache.wire(first, cache.value), timestamp: 5000 } }))
    }).pipe(Effect.provide(env())))

  it.effect(`hits 1 ms before its lifetime (${Duration.format(cache.lifetime)})`, () =>
    Effect.gen(function* () {
      yield* cache.set(first, cache.value)
      yield* TestClock.adjust(Duration.millis(lifetime - 1))
      expect(yield* cache.get(first)).toEqual(Option.some(cache.value))
    }).pipe(Effect.provide(env())))

  it.effect("misses at exactly its lifetime and removes the entry from the stored map", () =>
    Effect.gen(function* () {
      yield* cache.set(first, cache.value)
      yield* TestClock.adjust(Duration.millis(lifetime / 2))
      yield* cache.set(second, cache.value)
      yield* TestClock.adjust(Duration.millis(lifetime / 2))
      expect(yield* cache.get(first)).toEqual(Option.none())
      const map = Option.getOrThrow(yield* stored(cache.key))
      expect(Object.keys(map)).toEqual([second])
      expect(yield* cache.get(second)).toEqual(Option.some(cache.value))
    }).pipe(Effect.provide(env())))

  it.effect("removes the key once its last entry expires", () =>
    Effect.gen(function* () {
      yield* cache.set(first, cache.value)
      yield* TestClock.adjust(cache.lifetime)
      expect(yield* cache.get(first)).toEqual(Option.none())
      expect(yield* stored(cache.key)).toEqual(Option.none())
    }).pipe(Effect.provide(env())))

  it.effect("drops expired entries when another is written, and a rewrite renews an entry", () =>
    Effect.gen(function* () {
      yield* cache.set(first, cache.value)
      yield* TestClock.adjust(cache.lifetime)
      yield* cache.set(second, cache.value)
      expect(Object.keys(Option.getOrThrow(yield* stored(cache.key)))).toEqual([second])
      yield* TestClock.adjust(Duration.millis(lifetime - 1))
      yield* cache.set(second, cache.value)
      yield* TestClock.adjust(Duration.millis(lifetime - 1))
      expect(yield* cache.get(second)).toEqual(Option.some(cache.value))
    }).pipe(Effect.provide(env())))

  it.effect("misses an unknown id", () =>
    Effect.gen(function* () {
      yield* cache.set(first, cache.value)
      expect(yield* cache.get(second)).toEqual(Option.none())
    }).pipe(Effect.provide(env())))
})

describe("makeCache storage edge cases", () => {
  const [portfolio] = cases

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
      yield* storage.set("@appkit/portfolio_cache", '{"eip155:1:0xabc":{"timestamp":"yesterday"}}')
      expect(yield* portfolio?.get(alice) ?? Effect.die("no case")).toEqual(Option.none())
      expect(yield* storage.get("@appkit/portfolio_cache")).toEqual(Option.none())
      yield* setCachedNativeBalance(alice, { balance: "0", symbol: "ETH" })
      expect(yield* getCachedNativeBalance(alice)).toEqual(Option.some({ balance: "0", symbol: "ETH" }))
    }).pipe(Effect.provide(env())))

  it.effect("treats an id that names an object property as any other unknown id", () =>
    Effect.gen(function* () {
      yield* setCachedEns("0xabc", [profile])
      expect(yield* getCachedEns("toString")).toEqual(Option.none())
      expect(yield* getCachedEns("constructor")).toEqual(Option.none())
      expect(yield* getCachedEns("0xabc")).toEqual(Option.some([profile]))
    }).pipe(Effect.provide(env())))

  it.effect("keeps the four caches apart", () =>
    Effect.gen(function* () {
      yield* setCachedNativeBalance(alice, { balance: "2", symbol: "POL" })
      expect(yield* getCachedPortfolio(alice)).toEqual(Option.none())
      expect(yield* stored("@appkit/portfolio_cache")).toEqual(Option.none())
    }).pipe(Effect.provide(env())))
})
