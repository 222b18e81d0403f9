/**
 * SPEC §4: reset restores the default currencies and clears the amounts, the provider and the
 * error; it runs whenever the active account changes (a disconnect, another account or network).
 */
import { describe, expect, it } from "@effect/vitest"
import { Effect, Fiber, TestClock } from "effect"
import { updateNamespaceState } from "../../../core/connection/updateNamespaceState.js"
import { fetchOnrampQuote } from "../../../core/onramp/fetchOnrampQuote.js"
import { loadOnrampOptions } from "../../../core/onramp/loadOnrampOptions.js"
import { MELD } from "../../../core/onramp/onrampProviders.js"
import { OnrampQuoteFailed } from "../../../core/onramp/OnrampErrors.js"
import { resetOnramp } from "../../../core/onramp/resetOnramp.js"
import { resetOnrampOnAccountChange } from "../../../core/onramp/resetOnrampOnAccountChange.js"
import { setOnrampPaymentAmount } from "../../../core/onramp/setOnrampPaymentAmount.js"
import { setOnrampPaymentCurrency } from "../../../core/onramp/setOnrampPaymentCurrency.js"
import { setOnrampPurchaseCurrency } from "../../../core/onramp/setOnrampPurchaseCurrency.js"
import { updateOnrampState } from "../../../core/onramp/updateOnrampState.js"
import type { CaipAddress } from "../../../schemas/Caip.js"
import { BOB } from "../connection/evmTestEnv.js"
import { EUR, QUOTE, QUOTE_ANSWER, SERVICE_OPTIONS, USD, USDC, connectedOnMainnet, onrampEnv, onrampState } from "./onrampTestEnv.js"

/** A buy view filled in: EUR by bank account, ETH, an amount, a quote, a provider and an error. */
const filledIn = Effect.gen(function* () {
  yield* connectedOnMainnet
  yield* loadOnrampOptions
  yield* setOnrampPaymentCurrency(EUR.id)
  yield* setOnrampPurchaseCurrency("ETH")
  yield* setOnrampPaymentAmount("150")
  yield* fetchOnrampQuote
  yield* updateOnrampState((state) => ({ ...state, selectedProvider: MELD, error: new OnrampQuoteFailed({}) }))
})

const expectDefaults = Effect.gen(function* () {
  const state = yield* onrampState
  expect(state.purchaseCurrency).toEqual(USDC)
  expect(state.paymentCurrency).toEqual(USD)
  expect(state.paymentMethod).toBe("card")
  expect(state.paymentAmount).toBeUndefined()
  expect(state.purchaseAmount).toBeUndefined()
  expect(state.quote).toBeUndefined()
  expect(state.selectedProvider).toBeUndefined()
  expect(state.error).toBeUndefined()
  expect(state.quotesLoading).toBe(false)
  // The lists read stay.
  expect(state.purchaseCurrencies).toEqual(SERVICE_OPTIONS.purchaseCurrencies)
})

describe("resetOnramp", () => {
  it.effect("restores USDC and USD by card, and clears the amounts, the quote, the provider and the error", () => {
    const env = onrampEnv()
    return Effect.gen(function* () {
      yield* filledIn
      expect((yield* onrampState).purchaseAmount).toBe(QUOTE_ANSWER.purchaseAmount.amount)
      yield* resetOnramp
      yield* expectDefaults
    }).pipe(Effect.provide(env.layer))
  })

  it.effect("a quote on its way when reset is not applied, and loading ends", () => {
    const env = onrampEnv({ api: { [QUOTE]: { status: 200, body: QUOTE_ANSWER, afterMs: 1_000 } } })
    return Effect.gen(function* () {
      yield* connectedOnMainnet
      yield* loadOnrampOptions
      yield* setOnrampPaymentAmount("100")
      const fiber = yield* Effect.fork(fetchOnrampQuote)
      yield* TestClock.adjust("10 millis")
      yield* resetOnramp
      yield* TestClock.adjust("990 millis")
      yield* Fiber.join(fiber)
      yield* expectDefaults
    }).pipe(Effect.provide(env.layer))
  })

  it.effect("runs when the active account changes, not before", () => {
    const env = onrampEnv()
    return Effect.gen(function* () {
      yield* Effect.forkScoped(resetOnrampOnAccountChange)
      yield* filledIn
      yield* TestClock.adjust("0 millis")
      expect((yield* onrampState).paymentAmount).toBe("150")
      yield* updateNamespaceState("eip155", (current) => ({
        ...current,
        accountState: { ...current.accountState, address: BOB, caipAddress: `eip155:1:${BOB}` as CaipAddress }
      }))
      yield* TestClock.adjust("0 millis")
      yield* expectDefaults
    }).pipe(Effect.provide(env.layer), Effect.scoped)
  })
})
