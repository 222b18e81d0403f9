import { Effect } from "effect"
import { changeOnrampInputs } from "./changeOnrampInputs.js"
import { updateOnrampState } from "./updateOnrampState.js"

/**
 * Chooses the fiat currency to pay with, by its id among those offered; the payment method is kept
 * when the currency has it, else the currency's first. An id not offered changes nothing.
 */
export const setOnrampPaymentCurrency = (id: string) =>
  updateOnrampState((state) => {
    const currency = state.paymentCurrencies.find((candidate) => candidate.id === id)
    if (currency === undefined) return state
    const methods = currency.payment_method_limits.map((limit) => limit.id)
    const paymentMethod = methods.includes(state.paymentMethod) ? state.paymentMethod : (methods[0] ?? state.paymentMethod)
    return changeOnrampInputs(state, { paymentCurrency: currency, paymentMethod })
  }).pipe(Effect.withSpan("onramp.setOnrampPaymentCurrency"))
