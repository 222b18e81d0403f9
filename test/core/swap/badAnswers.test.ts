/**
 * Bad answers of the convert routes (WIRE §1.2, §1.3): each becomes its catalogue text, and
 * nothing of the step it broke is applied — no state half-written, no wallet asked to send what an
 * unreadable or incoherent answer described.
 */
import { describe, expect, it } from "@effect/vitest"
import { Effect, Fiber, TestClock } from "effect"
import { arbitrum } from "doorway-connect/networks"
import { getPendingTransactions } from "../../../core/activity/pendingTransactions.js"
import { messageOf } from "../../../core/errors/catalogue.js"
import { buildApproveTransaction } from "../../../core/swap/buildApproveTransaction.js"
import { buildSwapTransaction } from "../../../core/swap/buildSwapTransaction.js"
import { fetchAllowance } from "../../../core/swap/fetchAllowance.js"
import { fetchSwapQuote } from "../../../core/swap/fetchSwapQuote.js"
import { fetchSwapTokens } from "../../../core/swap/fetchSwapTokens.js"
import { INITIAL_SWAP_STATE } from "../../../core/swap/initialSwapState.js"
import { loadSwap } from "../../../core/swap/loadSwap.js"
import { quoteSwap } from "../../../core/swap/quoteSwap.js"
import { swapTokens } from "../../../core/swap/swapTokens.js"
import { getSwapState } from "../../../core/swap/updateSwapState.js"
import type { SwapAccount } from "../../../core/swap/swapAccount.js"
import { CaipAddress } from "../../../schemas/Caip.js"
import type { Script } from "../config/scriptedApiClient.js"
import { ALICE } from "../connection/evmTestEnv.js"
import {
  ALLOWANCE,
  BUILD_APPROVE,
  BUILD_SWAP,
  GAS_PRICE,
  NATIVE,
  POOL,
  PRICES,
  QUOTES,
  TOKENS,
  USDC,
  USDT,
  caip,
  chooseSwap,
  swapApi,
  swapEnv
} from "./swapTestEnv.js"

const UNREADABLE = "Unexpected response from the server"

const sentCount = (wallet: { methods: () => ReadonlyArray<string> }) => wallet.methods().filter((method) => method === "eth_sendTransaction").length

const approveWith = (tx: Record<string, unknown>): Script => ({
  [BUILD_APPROVE]: { status: 200, body: { tx: { ...(swapApi[BUILD_APPROVE] as { body: { tx: object } }).body.tx, ...tx } } }
})
const swapWith = (tx: Record<string, unknown>): Script => ({
  [BUILD_SWAP]: { status: 200, body: { tx: { ...(swapApi[BUILD_SWAP] as { body: { tx: object } }).body.tx, ...tx } } }
})

const quoted = (from: string, to: string, amount: string) =>
  Effect.gen(function* () {
    yield* loadSwap()
    yield* chooseSwap(from, to, amount)
    const fiber = yield* Effect.fork(quoteSwap)
    yield* TestClock.adjust("300 millis")
    yield* Fiber.join(fiber)
  })

describe("swap: bad answers when the swap opens", () => {
  const cases: ReadonlyArray<readonly [string, Script]> = [
    ["a token whose decimals are not a whole number", { [TOKENS]: { status: 200, body: { tokens: [{ name: "X", symbol: "X", address: caip(USDC), decimals: 6.5, logoUri: "" }] } } }],
    ["a token whose address is not CAIP-10", { [TOKENS]: { status: 200, body: { tokens: [{ name: "X", symbol: "X", address: USDC, decimals: 6, logoUri: "" }] } } }],
    ["a gas price in scientific notation", { [GAS_PRICE]: { status: 200, body: { standard: "1e9", fast: "2", instant: "3" } } }],
    ["a gas price without its tiers", { [GAS_PRICE]: { status: 200, body: {} } }]
  ]
  for (const [what, answers] of cases) {
    it.effect(`${what}: '${UNREADABLE}', the state untouched`, () => {
      const { connected, layer } = swapEnv(answers)
      return Effect.gen(function* () {
        yield* connected
        expect(messageOf(yield* Effect.flip(loadSwap()))).toBe(UNREADABLE)
        expect(yield* getSwapState).toEqual(INITIAL_SWAP_STATE)
      }).pipe(Effect.provide(layer))
    })
  }

  it.effect("a refusal of the gas price is its HTTP status; the state untouched", () => {
    const { connected, layer } = swapEnv({ [GAS_PRICE]: { status: 503 } })
    return Effect.gen(function* () {
      yield* connected
      expect(messageOf(yield* Effect.flip(loadSwap()))).toBe("HTTP status code: 503")
      expect(yield* getSwapState).toEqual(INITIAL_SWAP_STATE)
    }).pipe(Effect.provide(layer))
  })
})

describe("swap: bad answers to the quote", () => {
  const cases: ReadonlyArray<readonly [string, Script]> = [
    ["an amount with a fraction", { [QUOTES]: { status: 200, body: { quotes: [{ id: null, fromAmount: "10000000", fromAccount: "", toAmount: "12.5", toAccount: "" }] } } }],
    ["a negative amount", { [QUOTES]: { status: 200, body: { quotes: [{ id: null, fromAmount: "10000000", fromAccount: "", toAmount: "-1", toAccount: "" }] } } }],
    ["no quote list", { [QUOTES]: { status: 200, body: { data: [] } } }],
    ["a price that is not a number", { [PRICES]: { status: 200, body: { fungibles: [{ name: "DAI", symbol: "DAI", iconUrl: "", price: "1" }] } } }]
  ]
  for (const [what, answers] of cases) {
    it.effect(`${what}: '${UNREADABLE}', no quote and no price kept`, () => {
      const { connected, layer } = swapEnv(answers)
      return Effect.gen(function* () {
        yield* connected
        yield* loadSwap()
        // DAI is not held: its price is asked with the quote.
        yield* chooseSwap("USDC", "DAI", "10")
        const before = yield* getSwapState
        const fiber = yield* Effect.fork(Effect.flip(quoteSwap))
        yield* TestClock.adjust("300 millis")
        expect(messageOf(yield* Fiber.join(fiber))).toBe(UNREADABLE)
        expect(yield* getSwapState).toEqual(before)
      }).pipe(Effect.provide(layer))
    })
  }
})

describe("swap: bad answers while swapping", () => {
  const beforeAnyWallet: ReadonlyArray<readonly [string, Script, string]> = [
    ["an allowance that is not a number", { [ALLOWANCE]: { status: 200, body: { allowance: "lots" } } }, UNREADABLE],
    ["an approval whose value is not a number", approveWith({ value: "0.5" }), UNREADABLE],
    ["an approval with data that is not hex", approveWith({ data: "approve(pool)" }), UNREADABLE],
    ["an approval sent to another contract than the token", approveWith({ from: caip(USDT), to: caip(USDT) }), UNREADABLE],
    ["an approval that pays native coin", approveWith({ value: "1" }), UNREADABLE],
    ["a refused approval build", { [BUILD_APPROVE]: { status: 500 } }, "HTTP status code: 500"]
  ]
  for (const [what, answers, text] of beforeAnyWallet) {
    it.effect(`${what}: '${text}', the wallet never asked, the swap as it was`, () => {
      const { connected, layer } = swapEnv(answers)
      return Effect.gen(function* () {
        const wallet = yield* connected
        yield* quoted("USDC", "ETH", "10")
        const before = yield* getSwapState
        expect(messageOf(yield* Effect.flip(swapTokens))).toBe(text)
        expect(sentCount(wallet)).toBe(0)
        expect(yield* getSwapState).toEqual(before)
      }).pipe(Effect.provide(layer))
    })
  }

  const afterTheApproval: ReadonlyArray<readonly [string, Script, string]> = [
    ["a swap whose gas is not a whole number", swapWith({ eip155: { gas: "2e5", gasPrice: "1" } }), UNREADABLE],
    ["a swap whose target is not CAIP-10", swapWith({ to: POOL }), UNREADABLE],
    ["a swap from another account", swapWith({ from: caip("0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC") }), UNREADABLE],
    ["a swap to a contract on another chain", swapWith({ to: `eip155:137:${POOL}` }), UNREADABLE],
    ["a token swap that pays native coin", swapWith({ amount: "10000000" }), UNREADABLE],
    ["a refused swap build", { [BUILD_SWAP]: { status: 400 } }, "HTTP status code: 400"]
  ]
  for (const [what, answers, text] of afterTheApproval) {
    it.effect(`${what}: '${text}' after the approval landed; no swap sent, none pending, the swap as it was`, () => {
      const { connected, layer } = swapEnv(answers)
      return Effect.gen(function* () {
        const wallet = yield* connected
        yield* quoted("USDC", "ETH", "10")
        const before = yield* getSwapState
        expect(messageOf(yield* Effect.flip(swapTokens))).toBe(text)
        // The approval alone went out.
        expect(sentCount(wallet)).toBe(1)
        expect(yield* getPendingTransactions).toEqual([])
        expect(yield* getSwapState).toEqual(before)
      }).pipe(Effect.provide(layer))
    })
  }

  it.effect("a native-coin swap that pays another amount than the one asked: refused, nothing sent", () => {
    const { connected, layer } = swapEnv(swapWith({ amount: "600000000000000000" }))
    return Effect.gen(function* () {
      const wallet = yield* connected
      yield* quoted("ETH", "USDC", "0.5")
      expect(messageOf(yield* Effect.flip(swapTokens))).toBe(UNREADABLE)
      expect(sentCount(wallet)).toBe(0)
    }).pipe(Effect.provide(layer))
  })
})

describe("swap: a swap network the data service does not answer for (WIRE §1.1)", () => {
  it.effect("no tokens and no allowance without a request; no quote ('Incorrect amount'); the builds: 'Network not supported for Swaps'", () => {
    const { connected, apiCalls, layer } = swapEnv()
    return Effect.gen(function* () {
      yield* connected
      const account: SwapAccount = { caipAddress: CaipAddress.make(`${arbitrum.caipNetworkId}:${ALICE}`), address: ALICE, network: arbitrum }
      const request = { from: CaipAddress.make(`${arbitrum.caipNetworkId}:${USDC}`), to: CaipAddress.make(`${arbitrum.caipNetworkId}:${NATIVE}`), amount: 1n }
      expect(yield* fetchSwapTokens(arbitrum)).toEqual([])
      expect(yield* fetchAllowance(account, request.from)).toBe(0n)
      expect(messageOf(yield* Effect.flip(fetchSwapQuote(account, request, 1n)))).toBe("Incorrect amount")
      expect(messageOf(yield* Effect.flip(buildApproveTransaction(account, request)))).toBe("Network not supported for Swaps")
      expect(messageOf(yield* Effect.flip(buildSwapTransaction(account, request, 1)))).toBe("Network not supported for Swaps")
      expect(apiCalls.filter((call) => call.path.startsWith("/v1/convert"))).toEqual([])
    }).pipe(Effect.provide(layer))
  })
})
