import { describe, expect, it } from "@effect/vitest"
import { Effect, Ref, TestClock } from "effect"
import { mainnet, polygon, sepolia, solana } from "doorway-connect/networks"
import { fetchNativeBalance } from "../../../core/account/fetchNativeBalance.js"
import { ChainState } from "../../../core/services/ChainState.js"
import type { CaipAddress } from "../../../schemas/Caip.js"
import { RpcCallLog } from "../../../layers/RpcTransportTest.js"
import type { ChainScript } from "../../../layers/RpcTransportTest.js"
import { ALICE, evmEnv } from "../connection/evmTestEnv.js"

const on = (network: { readonly caipNetworkId: string }) => `${network.caipNetworkId}:${ALICE}` as CaipAddress

const balanceReads = Effect.flatMap(RpcCallLog, (log) => Effect.map(log.calls, (calls) => calls.filter((c) => c.method === "eth_getBalance").length))
const failures = Effect.flatMap(ChainState, (state) => Ref.get(state.balanceFailures))

/** Polygon's node fails until `nodeUp` is set; mainnet has 1.5 ETH. */
const flakyChain = () => {
  const node = { up: false }
  const chain: ChainScript = {
    [mainnet.caipNetworkId]: { eth_getBalance: () => ({ result: "0x14d1120d7b160000" }) },
    [polygon.caipNetworkId]: {
      eth_getBalance: () => (node.up ? { result: "0xde0b6b3a7640000" } : { error: { code: -32603, message: "node down" } })
    }
  }
  return { node, chain }
}

describe("fetchNativeBalance", () => {
  it.effect("reads the node and answers the balance with the network's symbol", () =>
    Effect.gen(function* () {
      expect(yield* fetchNativeBalance(on(mainnet), ALICE, mainnet)).toEqual({ balance: "1.5", symbol: "ETH" })
      expect(yield* balanceReads).toBe(1)
      expect((yield* failures).size).toBe(0)
    }).pipe(Effect.provide(evmEnv({ chain: flakyChain().chain }).layer)))

  it.effect("SPEC §5: after a failed read no new read for 30 s; the failure's time is recorded", () =>
    Effect.gen(function* () {
      yield* TestClock.adjust("1000 millis")
      const failed = yield* Effect.flip(fetchNativeBalance(on(polygon), ALICE, polygon))
      expect(failed._tag).toBe("TokenBalanceUnavailable")
      expect(yield* balanceReads).toBe(1)
      expect([...(yield* failures)]).toEqual([[on(polygon), 1000]])

      yield* TestClock.adjust("29999 millis")
      const blocked = yield* Effect.flip(fetchNativeBalance(on(polygon), ALICE, polygon))
      expect(blocked).toMatchObject({ _tag: "TokenBalanceRetryBlocked", remainingMs: 1 })
      expect(yield* balanceReads).toBe(1)

      yield* TestClock.adjust("1 millis")
      const again = yield* Effect.flip(fetchNativeBalance(on(polygon), ALICE, polygon))
      expect(again._tag).toBe("TokenBalanceUnavailable")
      expect(yield* balanceReads).toBe(2)
      expect([...(yield* failures)]).toEqual([[on(polygon), 31_000]])
    }).pipe(Effect.provide(evmEnv({ chain: flakyChain().chain }).layer)))

  it.effect("the wait is per account: another account's read goes ahead", () =>
    Effect.gen(function* () {
      yield* Effect.flip(fetchNativeBalance(on(polygon), ALICE, polygon))
      expect(yield* fetchNativeBalance(on(mainnet), ALICE, mainnet)).toEqual({ balance: "1.5", symbol: "ETH" })
      expect(yield* balanceReads).toBe(2)
    }).pipe(Effect.provide(evmEnv({ chain: flakyChain().chain }).layer)))

  it.effect("a read that succeeds once the wait is over clears the failure", () => {
    const { node, chain } = flakyChain()
    return Effect.gen(function* () {
      yield* Effect.flip(fetchNativeBalance(on(polygon), ALICE, polygon))
      node.up = true
      yield* TestClock.adjust("30000 millis")
      expect(yield* fetchNativeBalance(on(polygon), ALICE, polygon)).toEqual({ balance: "1", symbol: polygon.nativeCurrency.symbol })
      expect((yield* failures).size).toBe(0)
    }).pipe(Effect.provide(evmEnv({ chain }).layer))
  })

  it.effect("a network whose chain family has no balance reader is unavailable, recorded, and not asked", () =>
    Effect.gen(function* () {
      const solanaAccount = `${solana.caipNetworkId}:7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU` as CaipAddress
      const failed = yield* Effect.flip(fetchNativeBalance(solanaAccount, "7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU", solana))
      expect(failed._tag).toBe("TokenBalanceUnavailable")
      expect([...(yield* failures).keys()]).toEqual([solanaAccount])
      expect(yield* balanceReads).toBe(0)
    }).pipe(Effect.provide(evmEnv({ chain: flakyChain().chain }).layer)))

  it.effect("SPEC §5: a testnet answers 0.00 without asking its node", () =>
    Effect.gen(function* () {
      expect(yield* fetchNativeBalance(on(sepolia), ALICE, sepolia)).toEqual({ balance: "0.00", symbol: "ETH" })
      expect(yield* balanceReads).toBe(0)
    }).pipe(Effect.provide(evmEnv({ chain: flakyChain().chain }).layer)))
})
