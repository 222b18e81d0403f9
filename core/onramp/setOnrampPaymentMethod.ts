import { Effect } from "effect"
import { changeOnrampInputs } from "./changeOnrampInputs.js"
import { updateOnrampState } from "./updateOnrampState.js"

/** Chooses how to pay (`card`, `ach_bank_account`): one of the payment currency's methods, whose limits then apply; any other changes nothing. */
export const setOnrampPaymentMethod = (id: string) =>
  updateOnrampState((state) =>
    state.paymentCurrency.payment_method_limits.some((limit) => limit.id === id) ? changeOnrampInputs(state, { paymentMethod: id }) : state
  ).pipe(Effect.withSpan("onramp.setOnrampPaymentMethod"))
