import { describe, expect, it } from "@effect/vitest"
import { Effect, Fiber, Option, Ref, TestClock } from "effect"
import { arbitrum, mainnet, sepolia, solana } from "doorway-connect/networks"
import { messageOf } from "../../../core/errors/catalogue.js"
import { ChainState } from "../../../core/services/ChainState.js"
import { fetchGasPrice } from "../../../core/swap/fetchGasPrice.js"
import { freshSwapQuote } from "../../../core/swap/freshSwapQuote.js"
import { loadSwap } from "../../../core/swap/loadSwap.js"
import { quoteSwap } from "../../../core/swap/quoteSwap.js"
import { refreshQuoteWhenStale } from "../../../core/swap/refreshQuoteWhenStale.js"
import { setSwapAmount, switchSwapTokens } from "../../../core/swap/setSwapTokens.js"
import { swapAccount } from "../../../core/swap/swapAccount.js"
import { swapDetailsOf, swapNetworkFeeOf } from "../../../core/swap/swapDetails.js"
import { searchSwapTokens } from "../../../core/swap/swapTokenLists.js"
import { getSwapState } from "../../../core/swap/updateSwapState.js"
import { validateSwap } from "../../../core/swap/validateSwap.js"
import { updateNamespaceState } from "../../../core/connection/updateNamespaceState.js"
import { CaipAddress, CaipNetworkId } from "../../../schemas/Caip.js"
import type { Network } from "../../../schemas/Network.js"
import { ALICE } from "../connection/evmTestEnv.js"
import { GAS_PRICE, NATIVE, QUOTES, TOKENS, USDC, caip, chooseSwap, swapEnv } from "./swapTestEnv.js"

/** Moves the connected account to another network, as a switch would. */
const onNetwork = (network: Network) =>
  updateNamespaceState("eip155", (current) => ({
    ...current,
    networkState: { ...current.networkState, caipNetwork: network },
    accountState: { ...current.accountState, caipAddress: CaipAddress.make(`${network.caipNetworkId}:${ALICE}`) }
  }))

describe("swap: opening (SPEC §5, §9)", () => {
  it.effect("reads the network's swap list with the account's balances, the gas price and the coin's price; the native coin is paid with", () => {
    const { connected, callsOf, layer } = swapEnv()
    return Effect.gen(function* () {
      yield* connected
      const tokens = yield* loadSwap()
      expect(tokens.map((token) => [token.symbol, token.balance, token.price])).toEqual([
        ["ETH", "1.5", 3000],
        ["USDC", "20", 1],
        ["USDT", "30", 1],
        ["DAI", "0", 0]
      ])
      expect(callsOf(TOKENS)[0]?.query).toEqual({ chainId: "eip155:1" })
      expect(callsOf(GAS_PRICE)[0]?.query).toEqual({ chainId: "eip155:1" })
      const state = yield* getSwapState
      expect([state.caipNetworkId, state.sourceToken?.symbol, state.toToken, state.sourceAmount, state.gasPrice, state.networkPrice, state.slippage]).toEqual([
        "eip155:1",
        "ETH",
        undefined,
        "",
        1_000_000_000n,
        3000,
        1
      ])
      expect(state.suggested.map((token) => token.symbol)).toEqual(["ETH", "USDC", "USDT", "DAI"])
      expect(state.popular.map((token) => token.symbol)).toEqual(["DAI", "ETH", "USDC", "USDT"])
      // The network fee before a transaction is built: 150,000 gas at the standard price.
      const fee = swapNetworkFeeOf(state, 18)
      expect(fee?.native).toBe("0.00015")
      expect(fee?.usd).toBeCloseTo(0.45, 10)
      expect(searchSwapTokens(state.popular, "usd").map((token) => token.symbol)).toEqual(["USDC", "USDT"])
      expect(searchSwapTokens(state.popular, USDC.slice(0, 8).toLowerCase()).map((token) => token.symbol)).toEqual(["USDC"])
    }).pipe(Effect.provide(layer))
  })

  it.effect("arguments name the tokens by symbol and the amount", () => {
    const { connected, layer } = swapEnv()
    return Effect.gen(function* () {
      yield* connected
      yield* loadSwap({ fromToken: "usdc", toToken: "ETH", amount: "10" })
      const state = yield* getSwapState
      expect([state.sourceToken?.symbol, state.toToken?.symbol, state.sourceAmount]).toEqual(["USDC", "ETH", "10"])
    }).pipe(Effect.provide(layer))
  })

  it.effect("on a network that is not a swap network: 'Network not supported for Swaps', nothing asked", () => {
    const { connected, apiCalls, layer } = swapEnv()
    return Effect.gen(function* () {
      yield* connected
      yield* onNetwork(sepolia)
      const error = yield* Effect.flip(loadSwap())
      expect(error._tag).toBe("SwapNetworkUnsupported")
      expect(messageOf(error)).toBe("Network not supported for Swaps")
      expect(apiCalls.filter((call) => call.path.startsWith("/v1/convert"))).toEqual([])
      expect((yield* getSwapState).caipNetworkId).toBeUndefined()
      // Every swap network of SPEC §9 passes, by its chain id.
      for (const chainId of [1, 42161, 10, 324, 8453, 56, 137, 100, 43114, 250, 8217, 1313161554]) {
        yield* onNetwork({ ...mainnet, id: chainId, caipNetworkId: CaipNetworkId.make(`eip155:${chainId}`) })
        expect((yield* swapAccount).network.caipNetworkId).toBe(`eip155:${chainId}`)
      }
      yield* onNetwork({ ...mainnet, id: 5, caipNetworkId: CaipNetworkId.make("eip155:5") })
      expect(messageOf(yield* Effect.flip(swapAccount))).toBe("Network not supported for Swaps")
    }).pipe(Effect.provide(layer))
  })

  it.effect("gas prices only on EVM networks the data service answers for: else 'Network not supported for Gas Price', nothing asked", () => {
    const { connected, callsOf, layer } = swapEnv()
    return Effect.gen(function* () {
      yield* connected
      // Arbitrum is a swap network the scripted data service does not list.
      for (const network of [arbitrum, solana]) {
        const error = yield* Effect.flip(fetchGasPrice(network))
        expect(messageOf(error)).toBe("Network not supported for Gas Price")
      }
      expect(callsOf(GAS_PRICE)).toEqual([])
      yield* onNetwork(arbitrum)
      expect(messageOf(yield* Effect.flip(loadSwap()))).toBe("Network not supported for Gas Price")
      expect((yield* getSwapState).tokens).toEqual([])
      const chains = yield* Effect.flatMap(ChainState, (state) => Ref.get(state.chains))
      expect(chains.get("eip155")?.networkState.caipNetwork?.caipNetworkId).toBe(arbitrum.caipNetworkId)
    }).pipe(Effect.provide(layer))
  })
})

describe("swap: the quote", () => {
  it.effect("is asked once typing pauses 300 ms (299 ms: not yet), in base units with the plain address and the gas price; details follow", () => {
    const { connected, callsOf, layer } = swapEnv()
    return Effect.gen(function* () {
      yield* connected
      yield* loadSwap()
      yield* chooseSwap("USDC", "ETH", "10")
      const fiber = yield* Effect.fork(quoteSwap)
      yield* TestClock.adjust("299 millis")
      expect(callsOf(QUOTES)).toHaveLength(0)
      yield* TestClock.adjust("1 millis")
      const quote = yield* Fiber.join(fiber)
      expect(callsOf(QUOTES).map((call) => call.query)).toEqual([
        { amount: "10000000", userAddress: ALICE, from: caip(USDC), to: caip(NATIVE), gasPrice: "1000000000" }
      ])
      expect(Option.map(quote, ({ toAmount, fetchedAt }) => [toAmount, fetchedAt])).toEqual(Option.some([3_300_000_000_000_000n, 300]))
      const state = yield* getSwapState
      const details = swapDetailsOf(state)
      expect(details?.toAmount).toBe("0.0033")
      // Paid 10 USD, bought 9.90 USD at the tokens' prices: 1% less.
      expect(details?.priceImpact).toBeCloseTo(1, 10)
      // SPEC §9: 1% slippage, so at least 99% of the quote.
      expect(details?.minimumReceived).toBe("0.003267")
    }).pipe(Effect.provide(layer))
  })

  it.effect("a change while the quote is on its way drops that quote; switching pays with what the quote bought", () => {
    const { connected, layer } = swapEnv({ [QUOTES]: { status: 200, afterMs: 100, body: { quotes: [{ id: null, fromAmount: "10000000", fromAccount: caip(USDC), toAmount: "3300000000000000", toAccount: caip(NATIVE) }] } } })
    return Effect.gen(function* () {
      yield* connected
      yield* loadSwap()
      yield* chooseSwap("USDC", "ETH", "10")
      const fiber = yield* Effect.fork(quoteSwap)
      yield* TestClock.adjust("350 millis")
      yield* setSwapAmount("11")
      yield* TestClock.adjust("50 millis")
      expect(yield* Fiber.join(fiber)).toEqual(Option.none())
      expect((yield* getSwapState).quote).toBeUndefined()
      yield* setSwapAmount("10")
      const again = yield* Effect.fork(quoteSwap)
      yield* TestClock.adjust("400 millis")
      yield* Fiber.join(again)
      yield* switchSwapTokens
      const state = yield* getSwapState
      expect([state.sourceToken?.symbol, state.toToken?.symbol, state.sourceAmount, state.quote]).toEqual(["ETH", "USDC", "0.0033", undefined])
    }).pipe(Effect.provide(layer))
  })

  it.effect("a quote holds 10 s (SPEC §9): at 9,999 ms it is used as it is, at 10,000 ms it is asked again", () => {
    const { connected, callsOf, layer } = swapEnv()
    return Effect.gen(function* () {
      yield* connected
      yield* loadSwap()
      yield* chooseSwap("USDC", "ETH", "10")
      const account = yield* swapAccount
      const swap = yield* Effect.flatMap(getSwapState, validateSwap)
      const first = yield* freshSwapQuote(account, swap)
      expect(callsOf(QUOTES)).toHaveLength(1)
      yield* TestClock.adjust("9999 millis")
      expect(yield* freshSwapQuote(account, swap)).toBe(first)
      expect(callsOf(QUOTES)).toHaveLength(1)
      yield* TestClock.adjust("1 millis")
      const second = yield* freshSwapQuote(account, swap)
      expect(callsOf(QUOTES)).toHaveLength(2)
      expect(second.fetchedAt).toBe(10_000)
      expect((yield* getSwapState).quote).toBe(second)
    }).pipe(Effect.provide(layer))
  })

  it.effect("the view's quote is asked again when it is 10 s old: 9,999 ms not yet, 10,000 ms again", () => {
    const { connected, callsOf, layer } = swapEnv()
    return Effect.gen(function* () {
      yield* connected
      yield* loadSwap()
      yield* chooseSwap("USDC", "ETH", "10")
      const first = yield* Effect.fork(quoteSwap)
      yield* TestClock.adjust("300 millis")
      yield* Fiber.join(first)
      const watch = yield* Effect.fork(refreshQuoteWhenStale)
      yield* TestClock.adjust("9999 millis")
      expect(callsOf(QUOTES)).toHaveLength(1)
      yield* TestClock.adjust("1 millis")
      yield* Fiber.join(watch)
      expect(callsOf(QUOTES)).toHaveLength(2)
      expect((yield* getSwapState).quote?.fetchedAt).toBe(10_300)
    }).pipe(Effect.provide(layer))
  })

  it.effect("no quote in the answer is 'Incorrect amount'; nothing is kept", () => {
    const { connected, layer } = swapEnv({ [QUOTES]: { status: 200, body: { quotes: [] } } })
    return Effect.gen(function* () {
      yield* connected
      yield* loadSwap()
      yield* chooseSwap("USDC", "ETH", "10")
      const fiber = yield* Effect.fork(Effect.flip(quoteSwap))
      yield* TestClock.adjust("300 millis")
      expect(messageOf(yield* Fiber.join(fiber))).toBe("Incorrect amount")
      expect((yield* getSwapState).quote).toBeUndefined()
    }).pipe(Effect.provide(layer))
  })
})
