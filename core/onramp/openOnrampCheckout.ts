import { Effect, Option } from "effect"
import type { OnrampProvider } from "../../schemas/Onramp.js"
import { OnrampUrlAnswer } from "../../schemas/OnrampAnswers.js"
import { trackEvent } from "../analytics/trackEvent.js"
import { getActiveNamespaceState } from "../connection/getActiveNamespaceState.js"
import { SOCIAL_POPUP_HEIGHT, SOCIAL_POPUP_WIDTH } from "../constants.js"
import { currentView } from "../router/currentView.js"
import { returnToAccount } from "../send/returnToAccount.js"
import { ApiClient } from "../services/ApiClient.js"
import { Options } from "../services/Options.js"
import { SocialPopup } from "../services/SocialPopup.js"
import { awaitCheckoutClosed } from "./awaitCheckoutClosed.js"
import { checkoutUrl } from "./checkoutUrl.js"
import { onrampAccount, requireOnrampNetwork } from "./onrampAccount.js"
import { OnrampCheckoutBlocked, OnrampCheckoutFailed } from "./OnrampErrors.js"
import type { OnrampError } from "./OnrampErrors.js"
import { onrampPurchaseOf } from "./onrampPurchase.js"
import { onrampUrlRequest } from "./onrampUrlRequest.js"
import { refreshAfterPurchase } from "./refreshAfterPurchase.js"
import { getOnrampState, updateOnrampState } from "./updateOnrampState.js"

export const ONRAMP_URL_PATH = "/v1/generators/onrampurl"

/** The window the checkout opens in before its link is known; the provider's page replaces it. */
const BLANK_PAGE = "about:blank"

const setError = (error: OnrampError) => updateOnrampState((state) => ({ ...state, error, checkout: { _tag: "Idle" } }))

/**
 * Buys through `provider` (SPEC §1, §9): checks the purchase at once (an account on EVM or Solana
 * outside the restricted regions, an amount within the payment method's limits, a currency sold on
 * the network), then opens the checkout window, so a program started by the person's click opens
 * it within that click (600x800 under the popup's name, as the provider's page is opened in
 * AppKit). Then the link: `POST /v1/generators/onrampurl?projectId=…` (WIRE §1.2), extended with
 * the provider's parameters (SPEC §9), loaded in the window. The person pays there; once the
 * window is closed (looked at every second) the balances are read again and, if the buy view is
 * still shown, the flow returns to Account.
 *
 * Fails, with the error set, with the purchase's own errors, OnrampCheckoutBlocked when the
 * browser refuses the window, OnrampUnavailable on a network the data service does not answer
 * for, and OnrampCheckoutFailed ('Failed to open the checkout') when the link cannot be had; the
 * window is closed then.
 */
export const openOnrampCheckout = (provider: OnrampProvider) =>
  Effect.gen(function* () {
    const account = yield* onrampAccount
    const state = yield* getOnrampState
    const purchase = yield* onrampPurchaseOf(state, account.network)
    const popups = yield* SocialPopup
    const checkout = yield* popups
      .open(BLANK_PAGE, { width: SOCIAL_POPUP_WIDTH, height: SOCIAL_POPUP_HEIGHT })
      .pipe(Effect.mapError(() => new OnrampCheckoutBlocked()), Effect.tapError(setError))
    yield* updateOnrampState((current) => ({ ...current, selectedProvider: provider, error: undefined, checkout: { _tag: "Opening" } }))
    const closeCheckout = Effect.zipRight(checkout.close, updateOnrampState((current) => ({ ...current, checkout: { _tag: "Idle" } })))

    const url = yield* Effect.gen(function* () {
      yield* requireOnrampNetwork(account.network)
      const { projectId } = yield* Options
      const api = yield* ApiClient
      const answer = yield* api
        .post({
          service: "blockchain",
          path: ONRAMP_URL_PATH,
          query: { projectId },
          body: onrampUrlRequest(account.address, state.purchaseCurrency, purchase),
          schema: OnrampUrlAnswer
        })
        .pipe(Effect.mapError((cause) => new OnrampCheckoutFailed({ cause })))
      return checkoutUrl(answer.url, { walletAddress: account.address, network: account.network, projectId })
    }).pipe(
      Effect.tapError(setError),
      Effect.onExit((exit) => (exit._tag === "Success" ? Effect.void : closeCheckout))
    )
    yield* checkout.navigate(url)
    yield* updateOnrampState((current) => ({ ...current, checkout: { _tag: "Open", url } }))
    const isSmartAccount = Option.getOrUndefined(yield* getActiveNamespaceState)?.accountState.preferredAccountType === "smartAccount"
    yield* trackEvent({ type: "track", event: "SELECT_BUY_PROVIDER", address: account.address, properties: { isSmartAccount, provider: provider.name } })

    // Given up while the person pays (the instance destroyed): the window is theirs, only the state lets go of it.
    yield* awaitCheckoutClosed(checkout).pipe(
      Effect.ensuring(updateOnrampState((current) => ({ ...current, checkout: { _tag: "Idle" } })))
    )
    yield* refreshAfterPurchase(account, purchase.currencyNetwork)
    if ((yield* currentView) === "OnRamp") yield* returnToAccount
  }).pipe(Effect.withSpan("onramp.openOnrampCheckout"))
