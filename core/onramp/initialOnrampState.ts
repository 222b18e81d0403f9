import { MELD } from "./onrampProviders.js"
import type { OnrampStateValue } from "./OnrampState.js"
import { USD_DEFAULT, USDC_DEFAULT } from "./onrampFallback.js"

/** Nothing typed, nothing quoted, the default currencies (SPEC §3: USDC, USD) and the card's limits. */
export const INITIAL_ONRAMP_STATE: OnrampStateValue = {
  providers: [MELD],
  selectedProvider: undefined,
  error: undefined,
  purchaseCurrency: USDC_DEFAULT,
  paymentCurrency: USD_DEFAULT,
  paymentMethod: "card",
  purchaseCurrencies: [],
  paymentCurrencies: [],
  paymentAmount: undefined,
  purchaseAmount: undefined,
  quote: undefined,
  quotesLoading: false,
  quoteRequest: 0,
  optionsSource: "none",
  checkout: { _tag: "Idle" }
}
