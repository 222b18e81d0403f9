import { Effect, Option } from "effect"
import { getActiveNamespaceState } from "../connection/getActiveNamespaceState.js"
import { defaultPaymentCurrency, defaultPaymentMethod, defaultPurchaseCurrency } from "./defaultCurrencies.js"
import { updateOnrampState } from "./updateOnrampState.js"

/**
 * SPEC §4: reset restores the default currencies (USDC, or the active network's first currency
 * where USDC is not sold; USD, paid by card) and clears the amounts, the provider, the quote and
 * the error. The currency lists read are kept; a quote on its way is not applied.
 */
export const resetOnramp = Effect.gen(function* () {
  const network = Option.getOrUndefined(yield* getActiveNamespaceState)?.networkState.caipNetwork
  yield* updateOnrampState((state) => {
    const paymentCurrency = defaultPaymentCurrency(state.paymentCurrencies)
    return {
      ...state,
      purchaseCurrency: defaultPurchaseCurrency(state.purchaseCurrencies, network),
      paymentCurrency,
      paymentMethod: defaultPaymentMethod(paymentCurrency),
      paymentAmount: undefined,
      purchaseAmount: undefined,
      quote: undefined,
      selectedProvider: undefined,
      error: undefined,
      quotesLoading: false,
      quoteRequest: state.quoteRequest + 1
    }
  })
}).pipe(Effect.withSpan("onramp.resetOnramp"))
