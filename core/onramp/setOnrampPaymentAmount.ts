import { Effect } from "effect"
import { changeOnrampInputs } from "./changeOnrampInputs.js"
import { updateOnrampState } from "./updateOnrampState.js"

/** Sets the fiat amount as typed (a decimal in the payment currency); the quote before no longer holds. */
export const setOnrampPaymentAmount = (amount: string | undefined) =>
  updateOnrampState((state) => changeOnrampInputs(state, { paymentAmount: amount === "" ? undefined : amount })).pipe(
    Effect.withSpan("onramp.setOnrampPaymentAmount")
  )
