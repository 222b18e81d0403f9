/**
 * Where the Tokens tab's balances come from (SPEC §5, WIRE §1.5): the connected embedded wallet's
 * own `wallet_getAssets` when it announces asset discovery on the network in
 * `wallet_getCapabilities`, priced by `/v1/fungible/price`; the balance endpoint otherwise, and
 * always for an extension wallet. Same 30 s cache and failure rules.
 */
import { describe, expect, it } from "@effect/vitest"
import { Effect, Fiber, Layer, TestClock } from "effect"
import { mainnet } from "doorway-connect/networks"
import { fetchTokenBalances } from "../../../core/balance/fetchTokenBalances.js"
import { TokenBalanceFailuresLive } from "../../../layers/TokenBalanceFailuresLive.js"
import type { ScriptedWallet } from "../../../layers/EvmWalletTest.js"
import type { CaipAddress } from "../../../schemas/Caip.js"
import type { ConnectorType } from "../../../schemas/Connector.js"
import type { Answer } from "../config/scriptedApiClient.js"
import { ALICE, WALLET_ID, connectAs, defaultApi, evmEnv, installWallet } from "../connection/evmTestEnv.js"

const USDC = "0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48"
const account = { caipAddress: `${mainnet.caipNetworkId}:${ALICE}` as CaipAddress, address: ALICE, network: mainnet }
const BALANCE = `blockchain /v1/account/${ALICE}/balance`
const PRICE = "blockchain /v1/fungible/price"

/** What the wallet holds on mainnet (0x1): 1.5 ETH, 20 USDC and 7 of a token with 0 decimals. */
const ASSETS = {
  "0x1": [
    { address: "native", balance: "0x14d1120d7b160000", type: "NATIVE", metadata: { name: "Ether", symbol: "ETH", decimals: 18 } },
    { address: USDC, balance: "0x1312d00", type: "ERC20", metadata: { name: "USD Coin", symbol: "USDC", decimals: 6 } },
    { address: "0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0", balance: "0x7", type: "ERC20", metadata: { name: "Whole", symbol: "WHOLE", decimals: 0 } }
  ]
}
const PRICES = {
  fungibles: [
    { name: "Ether", symbol: "ETH", iconUrl: "https://icons.test/eth.svg", price: 3000 },
    { name: "USD Coin", symbol: "USDC", iconUrl: "https://icons.test/usdc.svg", price: 1 }
  ]
}
const FROM_SERVICE = {
  balances: [
    { name: "Ether", symbol: "ETH", chainId: "eip155:1", value: 300, price: 3000, quantity: { decimals: "18", numeric: "0.1" }, iconUrl: "" }
  ]
}

const discovering = (chains: ReadonlyArray<string>) => Object.fromEntries(chains.map((chain) => [chain, { assetDiscovery: { supported: true } }]))

const env = () => {
  const price: { answer: Answer } = { answer: { status: 200, body: PRICES } }
  const script = { ...defaultApi, [BALANCE]: { status: 200, body: FROM_SERVICE }, get [PRICE]() { return price.answer } }
  const { layer, apiCalls } = evmEnv({ api: script })
  const asked = (suffix: string) => apiCalls.filter((call) => call.path.endsWith(suffix)).length
  return { price, asked, layer: Layer.merge(layer, TokenBalanceFailuresLive) }
}

/** ALICE on mainnet through a scripted wallet: the embedded wallet's connector unless said otherwise. */
const connected = (script: (wallet: ScriptedWallet) => void, type: ConnectorType = "AUTH") =>
  Effect.gen(function* () {
    const wallet = yield* installWallet({ authorized: true }, WALLET_ID, type)
    script(wallet)
    yield* connectAs("eip155", WALLET_ID)
    return wallet
  })

const announcing = (wallet: ScriptedWallet) => {
  wallet.answer("wallet_getCapabilities", () => discovering(["0x1"]))
  wallet.answer("wallet_getAssets", () => ASSETS)
}

const summary = (balances: ReadonlyArray<{ readonly symbol: string; readonly quantity: { readonly numeric: string }; readonly value?: number | undefined }>) =>
  balances.map((balance) => [balance.symbol, balance.quantity.numeric, balance.value])

describe("the Tokens tab's source (WIRE §1.5)", () => {
  it.effect("a wallet that announces asset discovery on the chain: its wallet_getAssets, priced by /v1/fungible/price; the balance endpoint is not asked", () => {
    const { asked, layer } = env()
    return Effect.gen(function* () {
      const wallet = yield* connected(announcing)
      const balances = yield* fetchTokenBalances(account)
      expect(summary(balances)).toEqual([
        ["ETH", "1.5", 4500],
        ["USDC", "20", 20]
      ])
      expect(balances.map((balance) => [balance.price, balance.iconUrl])).toEqual([
        [3000, "https://icons.test/eth.svg"],
        [1, "https://icons.test/usdc.svg"]
      ])
      expect(wallet.requests().filter((request) => request.method.startsWith("wallet_"))).toEqual([
        { method: "wallet_getCapabilities", params: [ALICE] },
        { method: "wallet_getAssets", params: [{ account: ALICE, chainFilter: ["0x1"] }] }
      ])
      expect([asked("/fungible/price"), asked("/balance")]).toEqual([1, 0])
    }).pipe(Effect.provide(layer))
  })

  it.effect("an extension wallet, even one that announces asset discovery: the balance endpoint, and no wallet_ method is asked", () => {
    const { asked, layer } = env()
    return Effect.gen(function* () {
      const wallet = yield* connected(announcing, "ANNOUNCED")
      expect(summary(yield* fetchTokenBalances(account))).toEqual([["ETH", "0.1", 300]])
      expect(wallet.methods().filter((method) => method.startsWith("wallet_"))).toEqual([])
      expect([asked("/fungible/price"), asked("/balance")]).toEqual([0, 1])
    }).pipe(Effect.provide(layer))
  })

  it.effect("a wallet that does not announce it (or only on another chain, or refuses): the balance endpoint", () => {
    const { asked, layer } = env()
    return Effect.gen(function* () {
      const wallet = yield* connected((wallet) => wallet.answer("wallet_getCapabilities", () => discovering(["0x89"])))
      expect(summary(yield* fetchTokenBalances(account))).toEqual([["ETH", "0.1", 300]])
      expect(wallet.methods().filter((method) => method.startsWith("wallet_"))).toEqual(["wallet_getCapabilities"])
      expect([asked("/fungible/price"), asked("/balance")]).toEqual([0, 1])
    }).pipe(Effect.provide(layer))
  })

  it.effect("the scripted wallet without capabilities (4200) reads from the balance endpoint too", () => {
    const { asked, layer } = env()
    return Effect.gen(function* () {
      yield* connected(() => undefined)
      expect(summary(yield* fetchTokenBalances(account))).toEqual([["ETH", "0.1", 300]])
      expect(asked("/balance")).toBe(1)
    }).pipe(Effect.provide(layer))
  })

  it.effect("the wallet's balances go through the same 30 s cache: reused at 29,999 ms, asked again at 30,000 ms", () => {
    const { asked, layer } = env()
    return Effect.gen(function* () {
      const wallet = yield* connected(announcing)
      yield* fetchTokenBalances(account)
      yield* TestClock.adjust("29999 millis")
      yield* fetchTokenBalances(account)
      const assetReads = () => wallet.methods().filter((method) => method === "wallet_getAssets").length
      expect([assetReads(), asked("/fungible/price")]).toEqual([1, 1])
      yield* TestClock.adjust("1 millis")
      yield* fetchTokenBalances(account)
      expect([assetReads(), asked("/fungible/price")]).toEqual([2, 2])
    }).pipe(Effect.provide(layer))
  })

  it.effect("prices that cannot be had: 'Token Balance Unavailable', and no new read until 30,000 ms after it (29,999 blocked)", () => {
    const { price, asked, layer } = env()
    return Effect.gen(function* () {
      const wallet = yield* connected(announcing)
      price.answer = { status: 500 }
      expect((yield* Effect.flip(fetchTokenBalances(account)))._tag).toBe("TokenBalanceUnavailable")
      price.answer = { status: 200, body: PRICES }
      yield* TestClock.adjust("29999 millis")
      expect(yield* Effect.flip(fetchTokenBalances(account))).toMatchObject({ _tag: "TokenBalanceRetryBlocked", remainingMs: 1 })
      expect(wallet.methods().filter((method) => method === "wallet_getAssets")).toHaveLength(1)
      yield* TestClock.adjust("1 millis")
      expect(summary(yield* fetchTokenBalances(account))).toEqual([
        ["ETH", "1.5", 4500],
        ["USDC", "20", 20]
      ])
      expect(asked("/balance")).toBe(0)
    }).pipe(Effect.provide(layer))
  })

  it.effect("a wallet that does not answer wallet_getCapabilities within 3 s (2,999 ms: still waiting): the balance endpoint", () => {
    const { asked, layer } = env()
    return Effect.gen(function* () {
      yield* connected((wallet) => wallet.answer("wallet_getCapabilities", () => new Promise(() => undefined)))
      const fiber = yield* Effect.fork(fetchTokenBalances(account))
      yield* TestClock.adjust("2999 millis")
      expect(asked("/balance")).toBe(0)
      yield* TestClock.adjust("1 millis")
      expect(summary(yield* Fiber.join(fiber))).toEqual([["ETH", "0.1", 300]])
      expect(asked("/balance")).toBe(1)
    }).pipe(Effect.provide(layer))
  })
})
