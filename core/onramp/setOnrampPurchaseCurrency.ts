import { Effect } from "effect"
import { changeOnrampInputs } from "./changeOnrampInputs.js"
import { updateOnrampState } from "./updateOnrampState.js"

/** Chooses the crypto to buy, by its id among the purchase currencies offered; an id not offered changes nothing. */
export const setOnrampPurchaseCurrency = (id: string) =>
  updateOnrampState((state) => {
    const currency = state.purchaseCurrencies.find((candidate) => candidate.id === id)
    return currency === undefined ? state : changeOnrampInputs(state, { purchaseCurrency: currency })
  }).pipe(Effect.withSpan("onramp.setOnrampPurchaseCurrency"))
