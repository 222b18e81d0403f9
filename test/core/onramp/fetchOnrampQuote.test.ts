/**
 * Quotes (WIRE §1.2 `POST /v1/onramp/quote`, SPEC §4): the amount checked against its limits
 * first, `quotesLoading` true while the quote is on its way and false after it, also after a
 * failure or an unreadable answer, which leaves no quote ('Failed to fetch a quote'); an answer to
 * inputs the person has changed since is not applied.
 */
import { describe, expect, it } from "@effect/vitest"
import { Effect, Fiber, TestClock } from "effect"
import { messageOf } from "../../../core/errors/catalogue.js"
import { fetchOnrampQuote } from "../../../core/onramp/fetchOnrampQuote.js"
import { loadOnrampOptions } from "../../../core/onramp/loadOnrampOptions.js"
import { setOnrampPaymentAmount } from "../../../core/onramp/setOnrampPaymentAmount.js"
import { setOnrampPurchaseCurrency } from "../../../core/onramp/setOnrampPurchaseCurrency.js"
import type { Answer } from "../config/scriptedApiClient.js"
import { ETH, QUOTE, QUOTE_ANSWER, USD, USDC, connectedOnMainnet, onrampEnv, onrampState } from "./onrampTestEnv.js"

const ready = (amount: string) => Effect.zipRight(Effect.zipRight(connectedOnMainnet, loadOnrampOptions), setOnrampPaymentAmount(amount))

describe("fetchOnrampQuote", () => {
  it.effect("asks with the currencies, the amount and the network's name; quotesLoading true until the answer, then false with the quote", () => {
    const env = onrampEnv({ api: { [QUOTE]: { status: 200, body: QUOTE_ANSWER, afterMs: 400 } } })
    return Effect.gen(function* () {
      yield* ready("100")
      const fiber = yield* Effect.fork(fetchOnrampQuote)
      yield* TestClock.adjust("399 millis")
      expect((yield* onrampState).quotesLoading).toBe(true)
      expect((yield* onrampState).quote).toBeUndefined()
      yield* TestClock.adjust("1 millis")
      expect(yield* Fiber.join(fiber)).toEqual(QUOTE_ANSWER)
      const state = yield* onrampState
      expect(state.quotesLoading).toBe(false)
      expect(state.quote).toEqual(QUOTE_ANSWER)
      expect(state.purchaseAmount).toBe("98")
      expect(env.posts).toEqual([
        {
          path: "/v1/onramp/quote",
          query: { projectId: "test-project" },
          body: { purchaseCurrency: USDC, paymentCurrency: USD, amount: "100", network: "ethereum-mainnet" }
        }
      ])
    }).pipe(Effect.provide(env.layer))
  })

  const failures: ReadonlyArray<readonly [string, Answer]> = [
    ["a 500", { status: 500 }],
    ["no answer", { unreachable: true }],
    ["no purchase amount", { status: 200, body: { ...QUOTE_ANSWER, purchaseAmount: undefined } }],
    ["a purchase amount that is not a decimal", { status: 200, body: { ...QUOTE_ANSWER, purchaseAmount: { amount: "lots", currency: "USDC" } } }],
    ["a negative fee", { status: 200, body: { ...QUOTE_ANSWER, networkFee: { amount: "-2.00", currency: "USD" } } }],
    ["an amount as a number", { status: 200, body: { ...QUOTE_ANSWER, paymentTotal: { amount: 100, currency: "USD" } } }],
    ["no quote id", { status: 200, body: { ...QUOTE_ANSWER, quoteId: undefined } }],
    ["null", { status: 200, body: null }]
  ]
  for (const [label, answer] of failures) {
    it.effect(`${label}: 'Failed to fetch a quote', no quote, quotesLoading false, the inputs as they were`, () => {
      const env = onrampEnv({ api: { [QUOTE]: answer } })
      return Effect.gen(function* () {
        yield* ready("100")
        const before = yield* onrampState
        const error = yield* Effect.flip(fetchOnrampQuote)
        expect(error._tag).toBe("OnrampQuoteFailed")
        expect(messageOf(error)).toBe("Failed to fetch a quote")
        const state = yield* onrampState
        expect(state.quotesLoading).toBe(false)
        expect(state.quote).toBeUndefined()
        expect(state.purchaseAmount).toBeUndefined()
        expect(state.error?._tag).toBe("OnrampQuoteFailed")
        expect([state.paymentAmount, state.purchaseCurrency, state.paymentCurrency, state.paymentMethod]).toEqual([
          before.paymentAmount,
          before.purchaseCurrency,
          before.paymentCurrency,
          before.paymentMethod
        ])
      }).pipe(Effect.provide(env.layer))
    })
  }

  it.effect("an amount outside the card's limits is not asked about: its error is set", () => {
    const env = onrampEnv()
    return Effect.gen(function* () {
      yield* ready("7500.01")
      const error = yield* Effect.flip(fetchOnrampQuote)
      expect(messageOf(error)).toBe("The amount must be between 10.00 and 7500.00 USD")
      expect((yield* onrampState).error?._tag).toBe("OnrampAmountOutOfRange")
      expect((yield* onrampState).quotesLoading).toBe(false)
      expect(env.posts).toEqual([])
    }).pipe(Effect.provide(env.layer))
  })

  it.effect("an answer for an amount changed meanwhile is not applied; loading ends with the change", () => {
    const env = onrampEnv({ api: { [QUOTE]: { status: 200, body: QUOTE_ANSWER, afterMs: 1_000 } } })
    return Effect.gen(function* () {
      yield* ready("100")
      const fiber = yield* Effect.fork(fetchOnrampQuote)
      yield* TestClock.adjust("500 millis")
      yield* setOnrampPaymentAmount("200")
      expect((yield* onrampState).quotesLoading).toBe(false)
      yield* TestClock.adjust("500 millis")
      yield* Fiber.join(fiber)
      const state = yield* onrampState
      expect(state.quote).toBeUndefined()
      expect(state.purchaseAmount).toBeUndefined()
      expect(state.paymentAmount).toBe("200")
    }).pipe(Effect.provide(env.layer))
  })

  it.effect("a quote given up (interrupted) leaves quotesLoading false", () => {
    const env = onrampEnv({ api: { [QUOTE]: { status: 200, body: QUOTE_ANSWER, afterMs: 1_000 } } })
    return Effect.gen(function* () {
      yield* ready("100")
      const fiber = yield* Effect.fork(fetchOnrampQuote)
      yield* TestClock.adjust("10 millis")
      expect((yield* onrampState).quotesLoading).toBe(true)
      yield* Fiber.interrupt(fiber)
      expect((yield* onrampState).quotesLoading).toBe(false)
    }).pipe(Effect.provide(env.layer))
  })

  it.effect("a currency not sold on the network: '{symbol} cannot be bought on {network}', nothing asked", () => {
    const env = onrampEnv()
    return Effect.gen(function* () {
      yield* ready("100")
      yield* setOnrampPurchaseCurrency("SOL")
      const error = yield* Effect.flip(fetchOnrampQuote)
      expect(messageOf(error)).toBe("SOL cannot be bought on Ethereum")
      yield* setOnrampPurchaseCurrency(ETH.id)
      yield* fetchOnrampQuote
      expect((env.posts.at(-1)?.body as { network: string }).network).toBe("ethereum-mainnet")
    }).pipe(Effect.provide(env.layer))
  })
})
