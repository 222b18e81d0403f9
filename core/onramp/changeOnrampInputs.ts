import type { OnrampStateValue } from "./OnrampState.js"

/**
 * The state after the person changed what they buy or pay: the quote, what it buys and the error
 * no longer hold, and a quote still on its way is not applied when it comes.
 */
export const changeOnrampInputs = (state: OnrampStateValue, change: Partial<OnrampStateValue>): OnrampStateValue => ({
  ...state,
  ...change,
  quote: undefined,
  purchaseAmount: undefined,
  error: undefined,
  quotesLoading: false,
  quoteRequest: state.quoteRequest + 1
})
