import { describe, expect, it } from "@effect/vitest"
import { Effect, Fiber, Ref, TestClock } from "effect"
import { getPendingTransactions } from "../../../core/activity/pendingTransactions.js"
import { Alerts } from "../../../core/services/Alerts.js"
import { messageOf } from "../../../core/errors/catalogue.js"
import { loadSwap } from "../../../core/swap/loadSwap.js"
import { quoteSwap } from "../../../core/swap/quoteSwap.js"
import { swapTokens } from "../../../core/swap/swapTokens.js"
import { getSwapState } from "../../../core/swap/updateSwapState.js"
import { ALICE, trackedEvents, views } from "../connection/evmTestEnv.js"
import { ALLOWANCE, BALANCE, BUILD_APPROVE, BUILD_SWAP, NATIVE, POOL, QUOTES, USDC, caip, chooseSwap, swapEnv } from "./swapTestEnv.js"

const sentTransactions = (wallet: { requests: () => ReadonlyArray<{ method: string; params?: unknown }> }) =>
  wallet.requests().flatMap((request) => (request.method === "eth_sendTransaction" ? [(request.params as ReadonlyArray<Record<string, string>>)[0]] : []))

/** The swap view's path to a swap: the list, the tokens and amount, the quote. */
const prepared = (from: string, to: string, amount: string) =>
  Effect.gen(function* () {
    yield* loadSwap()
    yield* chooseSwap(from, to, amount)
    const fiber = yield* Effect.fork(quoteSwap)
    yield* TestClock.adjust("300 millis")
    yield* Fiber.join(fiber)
  })

describe("swap: checks before anything is asked", () => {
  it.effect("'Select token', 'Enter amount', 'Insufficient balance'", () => {
    const { connected, callsOf, layer } = swapEnv()
    return Effect.gen(function* () {
      const wallet = yield* connected
      yield* loadSwap()
      expect(messageOf(yield* Effect.flip(swapTokens))).toBe("Select token")
      for (const amount of ["", "0", "abc", "1.1234567"]) {
        yield* chooseSwap("USDC", "ETH", amount)
        expect(messageOf(yield* Effect.flip(swapTokens))).toBe("Enter amount")
      }
      // 20 USDC held.
      yield* chooseSwap("USDC", "ETH", "20.000001")
      expect(messageOf(yield* Effect.flip(swapTokens))).toBe("Insufficient balance")
      expect([callsOf(QUOTES), callsOf(ALLOWANCE), sentTransactions(wallet)]).toEqual([[], [], []])
    }).pipe(Effect.provide(layer))
  })
})

describe("swap: approval, then the swap (WIRE §1.2 convert)", () => {
  it.effect("a short allowance: the approval goes to the token and lands, then the swap to the pool with its gas; back to Account, balances forced", () => {
    const { connected, apiCalls, callsOf, layer } = swapEnv()
    return Effect.gen(function* () {
      const wallet = yield* connected
      yield* prepared("USDC", "ETH", "10")
      const hash = yield* swapTokens
      const sent = sentTransactions(wallet)
      expect(sent).toEqual([
        { from: ALICE, to: USDC, data: "0x095ea7b3" },
        { from: ALICE, to: POOL, data: "0xabcdef01", value: "0x0", gas: "0x30d40" }
      ])
      expect(hash).toBe(`0x${"2".padStart(64, "0")}`)
      // The allowance asked, the approval built, the allowance asked again, then the swap built.
      const convert = apiCalls.filter((call) => /^\/v1\/convert\/(allowance|build)/.test(call.path)).map((call) => call.path)
      expect(convert).toEqual(["/v1/convert/allowance", "/v1/convert/build-approve", "/v1/convert/allowance", "/v1/convert/build-transaction"])
      expect(callsOf(ALLOWANCE)[0]?.query).toEqual({ tokenAddress: caip(USDC), userAddress: caip(ALICE) })
      expect(callsOf(BUILD_APPROVE)[0]?.query).toEqual({ userAddress: caip(ALICE), from: caip(USDC), to: caip(NATIVE) })
      // The quote shown was younger than 10 s: not asked again.
      expect(callsOf(QUOTES)).toHaveLength(1)
      expect(callsOf(BALANCE).at(-1)?.query?.["forceUpdate"]).toBe(`${caip(USDC)},${caip(NATIVE)}`)
      expect(yield* views).toEqual(["Account"])
      const state = yield* getSwapState
      expect([state.sourceToken?.symbol, state.toToken?.symbol, state.sourceAmount, state.quote, state.step]).toEqual(["USDC", "ETH", "", undefined, "idle"])
      expect(yield* getPendingTransactions).toEqual([])
      expect(yield* Effect.flatMap(Alerts, (alerts) => Ref.get(alerts.snackbar))).toMatchObject({ open: true, message: "Swapped USDC to 0.003 ETH" })
      const events = (yield* trackedEvents).map((event) => (event as { event: string }).event)
      expect(events.filter((event) => event.includes("SWAP"))).toEqual(["INITIATE_SWAP", "SWAP_SUCCESS"])
    }).pipe(Effect.provide(layer))
  })

  it.effect("the build request: amount in base units, slippage 1 (SPEC §9), the project, the tokens and account, no estimate", () => {
    const { connected, apiCalls, layer } = swapEnv({ [ALLOWANCE]: { status: 200, body: { allowance: "10000000" } } })
    return Effect.gen(function* () {
      const wallet = yield* connected
      yield* prepared("USDC", "ETH", "10")
      yield* swapTokens
      // An allowance of exactly the amount suffices: no approval.
      expect(sentTransactions(wallet)).toHaveLength(1)
      expect(apiCalls.filter((call) => call.path.startsWith("/v1/convert/build")).map((call) => call.path)).toEqual(["/v1/convert/build-transaction"])
    }).pipe(Effect.provide(layer))
  })

  it.effect("the native coin needs no allowance: the swap pays the amount as its value", () => {
    const { connected, callsOf, layer } = swapEnv({
      [BUILD_SWAP]: {
        status: 200,
        body: { tx: { from: caip(ALICE), to: caip(POOL), data: "0xabcdef01", amount: "500000000000000000", eip155: { gas: "200000", gasPrice: "1" } } }
      }
    })
    return Effect.gen(function* () {
      const wallet = yield* connected
      yield* prepared("ETH", "USDC", "0.5")
      yield* swapTokens
      expect(callsOf(ALLOWANCE)).toEqual([])
      expect(sentTransactions(wallet)).toEqual([{ from: ALICE, to: POOL, data: "0xabcdef01", value: "0x6f05b59d3b20000", gas: "0x30d40" }])
    }).pipe(Effect.provide(layer))
  })

  it.effect("a quote older than 10 s is asked again before the swap is built (10,000 ms), not at 9,999 ms", () => {
    const { connected, callsOf, layer } = swapEnv({ [ALLOWANCE]: { status: 200, body: { allowance: "10000000" } } })
    return Effect.gen(function* () {
      yield* connected
      yield* prepared("USDC", "ETH", "10")
      yield* TestClock.adjust("9999 millis")
      yield* swapTokens
      expect(callsOf(QUOTES)).toHaveLength(1)
      yield* chooseSwap("USDC", "ETH", "10")
      const fiber = yield* Effect.fork(quoteSwap)
      yield* TestClock.adjust("300 millis")
      yield* Fiber.join(fiber)
      expect(callsOf(QUOTES)).toHaveLength(2)
      yield* TestClock.adjust("10000 millis")
      // The first swap's banner is still open: the second's replaces it after 150 ms.
      const second = yield* Effect.fork(swapTokens)
      yield* TestClock.adjust("150 millis")
      yield* Fiber.join(second)
      expect(callsOf(QUOTES)).toHaveLength(3)
    }).pipe(Effect.provide(layer))
  })

  it.effect("an allowance that never suffices: three approvals, then the swap goes out", () => {
    const { connected, layer } = swapEnv({ [ALLOWANCE]: { status: 200, body: { allowance: "0" } } })
    return Effect.gen(function* () {
      const wallet = yield* connected
      yield* prepared("USDC", "ETH", "10")
      yield* swapTokens
      expect(sentTransactions(wallet).map((transaction) => transaction?.["to"])).toEqual([USDC, USDC, USDC, POOL])
      expect((yield* getSwapState).step).toBe("idle")
    }).pipe(Effect.provide(layer))
  })
})

describe("swap: failures leave the swap as it was", () => {
  it.effect("the wallet refuses the approval: 'User rejected the request', SWAP_APPROVAL_ERROR, no swap built, tokens and amount kept", () => {
    const { connected, callsOf, layer } = swapEnv()
    return Effect.gen(function* () {
      const wallet = yield* connected
      yield* prepared("USDC", "ETH", "10")
      wallet.fail("eth_sendTransaction", 4001, "User rejected the request.")
      const error = yield* Effect.flip(swapTokens)
      expect(messageOf(error)).toBe("User rejected the request")
      expect(callsOf(BUILD_SWAP)).toEqual([])
      const state = yield* getSwapState
      expect([state.sourceToken?.symbol, state.toToken?.symbol, state.sourceAmount, state.step]).toEqual(["USDC", "ETH", "10", "idle"])
      expect(state.quote).toBeDefined()
      expect(yield* views).toEqual(["Account", "Swap"])
      const failed = (yield* trackedEvents).find((event) => (event as { event: string }).event === "SWAP_APPROVAL_ERROR")
      expect(failed).toMatchObject({
        properties: { network: "eip155:1", swapFromToken: "USDC", swapToToken: "ETH", swapFromAmount: "10", swapToAmount: "0.0033", message: "User rejected the request" }
      })
    }).pipe(Effect.provide(layer))
  })

  it.effect("the swap reverts on chain (the pool pays less than the slippage allows): 'Execution reverted', SWAP_ERROR, no pending row", () => {
    const { connected, node, layer } = swapEnv({ [ALLOWANCE]: { status: 200, body: { allowance: "10000000" } } })
    return Effect.gen(function* () {
      yield* connected
      yield* prepared("USDC", "ETH", "10")
      node.receipt = () => ({ result: { status: "0x0" } })
      const fiber = yield* Effect.fork(Effect.flip(swapTokens))
      yield* TestClock.adjust("1 millis")
      expect(messageOf(yield* Fiber.join(fiber))).toBe("Execution reverted")
      expect(yield* getPendingTransactions).toEqual([])
      expect((yield* getSwapState).sourceAmount).toBe("10")
      expect((yield* trackedEvents).some((event) => (event as { event: string }).event === "SWAP_ERROR")).toBe(true)
    }).pipe(Effect.provide(layer))
  })

  it.effect("a swap not mined yet is pending in Activity as a trade, waited for on the virtual clock", () => {
    const { connected, node, layer } = swapEnv({ [ALLOWANCE]: { status: 200, body: { allowance: "10000000" } } })
    return Effect.gen(function* () {
      yield* connected
      yield* prepared("USDC", "ETH", "10")
      let asked = 0
      node.receipt = () => {
        asked += 1
        return { result: asked < 2 ? null : { status: "0x1" } }
      }
      const fiber = yield* Effect.fork(swapTokens)
      yield* TestClock.adjust("1 millis")
      const [pending] = yield* getPendingTransactions
      expect(pending?.transaction.metadata).toMatchObject({ operationType: "trade", status: "pending", sentTo: POOL })
      expect(pending?.transaction.transfers.map((transfer) => [transfer.direction, transfer.quantity.numeric, transfer.fungible_info?.symbol])).toEqual([
        ["out", "10", "USDC"],
        ["in", "0.0033", "ETH"]
      ])
      expect((yield* getSwapState).step).toBe("swapping")
      yield* TestClock.adjust("250 millis")
      yield* Fiber.join(fiber)
      expect(yield* getPendingTransactions).toEqual([])
    }).pipe(Effect.provide(layer))
  })
})
