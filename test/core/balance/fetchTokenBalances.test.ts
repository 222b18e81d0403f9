import { describe, expect, it } from "@effect/vitest"
import { Effect, Layer, Ref, TestClock } from "effect"
import { mainnet, polygon, sepolia, solana } from "doorway-connect/networks"
import { fetchTokenBalances } from "../../../core/balance/fetchTokenBalances.js"
import { loadTokenBalances } from "../../../core/balance/loadTokenBalances.js"
import { Alerts } from "../../../core/services/Alerts.js"
import { TokenBalanceFailuresLive } from "../../../layers/TokenBalanceFailuresLive.js"
import type { CaipAddress, CaipNetworkId } from "../../../schemas/Caip.js"
import type { Network } from "../../../schemas/Network.js"
import type { Answer } from "../config/scriptedApiClient.js"
import { ALICE, defaultApi, evmEnv } from "../connection/evmTestEnv.js"

const on = (network: Network) => `${network.caipNetworkId}:${ALICE}` as CaipAddress
const account = (network: Network, forceUpdate?: ReadonlyArray<CaipAddress>) => ({ caipAddress: on(network), address: ALICE, network, forceUpdate })
const BALANCE = `blockchain /v1/account/${ALICE}/balance`

const token = (symbol: string, decimals: string, numeric: string, value: number) => ({
  name: symbol,
  symbol,
  chainId: mainnet.caipNetworkId,
  ...(symbol === "ETH" ? {} : { address: `${mainnet.caipNetworkId}:0x00000000000000000000000000000000000000${symbol.length}${symbol.length}` }),
  value,
  price: 1,
  quantity: { decimals, numeric },
  iconUrl: `https://icons.test/${symbol}.svg`
})

const BALANCES = { balances: [token("ETH", "18", "1.5", 4500), token("USDC", "6", "20", 20), token("WHOLE", "0", "7", 14)] }

/** The balance endpoint answers or fails as `service.answer` says at the time of each request. */
const env = () => {
  const service: { answer: Answer } = { answer: { status: 200, body: BALANCES } }
  const script = { ...defaultApi, get [BALANCE]() { return service.answer } }
  const { layer, apiCalls } = evmEnv({ api: script })
  const requests = () => apiCalls.filter((call) => call.path.endsWith("/balance"))
  return { service, requests, layer: Layer.merge(layer, TokenBalanceFailuresLive) }
}

const snackbar = Effect.flatMap(Alerts, (alerts) => Ref.get(alerts.snackbar))

describe("fetchTokenBalances", () => {
  it.effect("asks the balance endpoint with currency usd and the CAIP-2 chain id, and drops tokens with 0 decimals", () => {
    const { requests, layer } = env()
    return Effect.gen(function* () {
      const balances = yield* fetchTokenBalances(account(mainnet))
      expect(balances.map((balance) => balance.symbol)).toEqual(["ETH", "USDC"])
      expect(requests()).toEqual([{ service: "blockchain", path: `/v1/account/${ALICE}/balance`, query: { currency: "usd", chainId: "eip155:1", forceUpdate: "" } }])
    }).pipe(Effect.provide(layer))
  })

  it.effect("the portfolio cache: reused until exactly 30,000 ms, asked again from then; forceUpdate skips it", () => {
    const { requests, layer } = env()
    return Effect.gen(function* () {
      yield* fetchTokenBalances(account(mainnet))
      yield* TestClock.adjust("29999 millis")
      yield* fetchTokenBalances(account(mainnet))
      expect(requests()).toHaveLength(1)
      yield* TestClock.adjust("1 millis")
      yield* fetchTokenBalances(account(mainnet))
      expect(requests()).toHaveLength(2)
      const usdc = BALANCES.balances[1]!.address as CaipAddress
      yield* fetchTokenBalances(account(mainnet, [usdc]))
      expect(requests()).toHaveLength(3)
      expect(requests()[2]?.query?.["forceUpdate"]).toBe(usdc)
    }).pipe(Effect.provide(layer))
  })

  it.effect("SPEC §5: a failure blocks new requests until 30,000 ms after it (29,999 blocked), then asks again", () => {
    const { service, requests, layer } = env()
    return Effect.gen(function* () {
      service.answer = { unreachable: true }
      yield* TestClock.adjust("1000 millis")
      expect((yield* Effect.flip(fetchTokenBalances(account(mainnet))))._tag).toBe("TokenBalanceUnavailable")
      service.answer = { status: 200, body: BALANCES }
      yield* TestClock.adjust("29999 millis")
      const blocked = yield* Effect.flip(fetchTokenBalances(account(mainnet)))
      expect(blocked).toMatchObject({ _tag: "TokenBalanceRetryBlocked", remainingMs: 1 })
      expect(requests()).toHaveLength(1)
      yield* TestClock.adjust("1 millis")
      expect((yield* fetchTokenBalances(account(mainnet))).length).toBe(2)
      expect(requests()).toHaveLength(2)
      // The wait is per account and network: Polygon was never blocked.
      service.answer = { status: 500 }
      expect((yield* Effect.flip(fetchTokenBalances(account(polygon))))._tag).toBe("TokenBalanceUnavailable")
    }).pipe(Effect.provide(layer))
  })

  it.effect("a 429 whose Retry-After (60 s) outlasts the 30 s wait blocks until 60,000 ms after it (59,999 blocked); one shorter keeps the 30 s", () => {
    const { service, requests, layer } = env()
    return Effect.gen(function* () {
      service.answer = { status: 429, retryAfter: "60" }
      const failed = yield* Effect.flip(fetchTokenBalances(account(mainnet)))
      expect(failed).toMatchObject({ _tag: "TokenBalanceUnavailable", retryAt: 60_000 })
      service.answer = { status: 200, body: BALANCES }
      yield* TestClock.adjust("59999 millis")
      expect(yield* Effect.flip(fetchTokenBalances(account(mainnet)))).toMatchObject({ _tag: "TokenBalanceRetryBlocked", remainingMs: 1, retryAt: 60_000 })
      expect(requests()).toHaveLength(1)
      yield* TestClock.adjust("1 millis")
      expect((yield* fetchTokenBalances(account(mainnet))).length).toBe(2)
      expect(requests()).toHaveLength(2)

      // Retry-After: 1 on Polygon at 60,000 ms: SPEC §5's 30 s still holds, to 90,000.
      service.answer = { status: 429, retryAfter: "1" }
      expect(yield* Effect.flip(fetchTokenBalances(account(polygon)))).toMatchObject({ _tag: "TokenBalanceUnavailable", retryAt: 90_000 })
      yield* TestClock.adjust("29999 millis")
      expect(yield* Effect.flip(fetchTokenBalances(account(polygon)))).toMatchObject({ _tag: "TokenBalanceRetryBlocked", remainingMs: 1 })
      expect(requests()).toHaveLength(3)
    }).pipe(Effect.provide(layer))
  })

  it.effect("a testnet reads 0.00 without a request; an unsupported network or chain family is unavailable without one", () => {
    const { requests, layer } = env()
    return Effect.gen(function* () {
      const onSepolia = yield* fetchTokenBalances(account(sepolia))
      expect(onSepolia.map((balance) => [balance.symbol, balance.quantity.numeric, balance.value])).toEqual([["ETH", "0", 0]])
      const unsupported: Network = { ...mainnet, id: 10, caipNetworkId: "eip155:10" as CaipNetworkId }
      expect((yield* Effect.flip(fetchTokenBalances(account(unsupported))))._tag).toBe("TokenBalanceUnavailable")
      expect((yield* Effect.flip(fetchTokenBalances(account(solana))))._tag).toBe("TokenBalanceUnavailable")
      expect(requests()).toEqual([])
    }).pipe(Effect.provide(layer))
  })
})

describe("loadTokenBalances", () => {
  it.effect("shows 'Token Balance Unavailable' on a failure, and nothing new while blocked", () => {
    const { service, layer } = env()
    return Effect.gen(function* () {
      service.answer = { status: 503 }
      yield* Effect.flip(loadTokenBalances(account(mainnet)))
      const shown = yield* snackbar
      expect(shown).toMatchObject({ open: true, message: "Token Balance Unavailable", variant: "error" })
      yield* Effect.flip(loadTokenBalances(account(mainnet)))
      expect((yield* snackbar).id).toBe(shown.id)
    }).pipe(Effect.provide(layer))
  })
})
