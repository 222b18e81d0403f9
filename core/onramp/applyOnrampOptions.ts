import type { Network } from "../../schemas/Network.js"
import type { OnrampProvider, PaymentCurrency, PurchaseCurrency } from "../../schemas/Onramp.js"
import { currenciesOn, sameCurrency } from "./currencyNetwork.js"
import { defaultPaymentCurrency, defaultPaymentMethod, defaultPurchaseCurrency } from "./defaultCurrencies.js"
import type { OnrampOptionsSource, OnrampStateValue } from "./OnrampState.js"

export interface OnrampOptionLists {
  readonly purchaseCurrencies: ReadonlyArray<PurchaseCurrency>
  readonly paymentCurrencies: ReadonlyArray<PaymentCurrency>
}

/**
 * The state with new currency lists for `network`: the purchase currency kept when it is sold
 * there, else the default there; the payment currency kept when listed, else the default; the
 * payment method kept when the payment currency has it, else the default. A changed choice drops
 * the quote.
 */
export const applyOnrampOptions = (
  state: OnrampStateValue,
  lists: OnrampOptionLists,
  source: OnrampOptionsSource,
  network: Network,
  providers: ReadonlyArray<OnrampProvider>
): OnrampStateValue => {
  const onNetwork = currenciesOn(lists.purchaseCurrencies, network)
  const purchaseCurrency =
    onNetwork.find((currency) => sameCurrency(currency, state.purchaseCurrency)) ?? defaultPurchaseCurrency(lists.purchaseCurrencies, network)
  const paymentCurrency =
    lists.paymentCurrencies.find((currency) => sameCurrency(currency, state.paymentCurrency)) ?? defaultPaymentCurrency(lists.paymentCurrencies)
  const paymentMethod = paymentCurrency.payment_method_limits.some((limit) => limit.id === state.paymentMethod)
    ? state.paymentMethod
    : defaultPaymentMethod(paymentCurrency)
  const changed =
    !sameCurrency(purchaseCurrency, state.purchaseCurrency) || !sameCurrency(paymentCurrency, state.paymentCurrency) || paymentMethod !== state.paymentMethod
  return {
    ...state,
    providers,
    purchaseCurrencies: lists.purchaseCurrencies,
    paymentCurrencies: lists.paymentCurrencies,
    optionsSource: source,
    purchaseCurrency,
    paymentCurrency,
    paymentMethod,
    error: undefined,
    ...(changed ? { quote: undefined, purchaseAmount: undefined, quoteRequest: state.quoteRequest + 1, quotesLoading: false } : {})
  }
}
