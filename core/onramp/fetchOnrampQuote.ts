import { Effect } from "effect"
import { OnrampQuoteAnswer } from "../../schemas/OnrampAnswers.js"
import { ApiClient } from "../services/ApiClient.js"
import { Options } from "../services/Options.js"
import { onrampAccount, requireOnrampNetwork } from "./onrampAccount.js"
import { OnrampQuoteFailed } from "./OnrampErrors.js"
import { onrampPurchaseOf } from "./onrampPurchase.js"
import type { OnrampStateValue } from "./OnrampState.js"
import { getOnrampState, updateOnrampState } from "./updateOnrampState.js"

export const ONRAMP_QUOTE_PATH = "/v1/onramp/quote"

/**
 * A quote for what the state describes: `POST /v1/onramp/quote?projectId=…` with the purchase and
 * payment currencies, the amount and the network's name (WIRE §1.2). The amount is checked first
 * against the payment method's limits (SPEC §9), and the currency must be sold on the active
 * network; either failing sets the error without asking.
 *
 * `quotesLoading` is true while the quote is on its way and false once it is answered, has failed
 * or was given up (SPEC §4). A failed or unreadable answer sets OnrampQuoteFailed ('Failed to
 * fetch a quote') and leaves no quote. An answer that comes after the person changed the amount or
 * a currency, or after a newer quote was asked for, is not applied.
 */
export const fetchOnrampQuote = Effect.gen(function* () {
  const account = yield* onrampAccount
  yield* requireOnrampNetwork(account.network)
  const state = yield* getOnrampState
  const purchase = yield* onrampPurchaseOf(state, account.network)
  const api = yield* ApiClient
  const { projectId } = yield* Options
  const request = state.quoteRequest + 1
  const latest = (current: OnrampStateValue) => current.quoteRequest === request
  return yield* Effect.acquireUseRelease(
    updateOnrampState((current) => ({ ...current, quoteRequest: request, quotesLoading: true, error: undefined })),
    () =>
      api
        .post({
          service: "blockchain",
          path: ONRAMP_QUOTE_PATH,
          query: { projectId },
          body: { purchaseCurrency: state.purchaseCurrency, paymentCurrency: state.paymentCurrency, amount: purchase.amount, network: purchase.currencyNetwork.name },
          schema: OnrampQuoteAnswer
        })
        .pipe(
          Effect.mapError((cause) => new OnrampQuoteFailed({ cause })),
          Effect.tapBoth({
            onFailure: (error) =>
              updateOnrampState((current) => (latest(current) ? { ...current, error, quote: undefined, purchaseAmount: undefined } : current)),
            onSuccess: (quote) =>
              updateOnrampState((current) => (latest(current) ? { ...current, quote, purchaseAmount: quote.purchaseAmount.amount } : current))
          })
        ),
    () => updateOnrampState((current) => (latest(current) ? { ...current, quotesLoading: false } : current))
  )
}).pipe(Effect.withSpan("onramp.fetchOnrampQuote"))
