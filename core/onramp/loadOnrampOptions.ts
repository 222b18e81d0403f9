import { Effect, Option } from "effect"
import { OnrampOptionsAnswer } from "../../schemas/OnrampAnswers.js"
import { messageOf } from "../errors/catalogue.js"
import { ApiClient } from "../services/ApiClient.js"
import { Options } from "../services/Options.js"
import { applyOnrampOptions } from "./applyOnrampOptions.js"
import type { OnrampOptionLists } from "./applyOnrampOptions.js"
import { onrampAccount, requireOnrampNetwork } from "./onrampAccount.js"
import { FALLBACK_PAYMENT_CURRENCIES, FALLBACK_PURCHASE_CURRENCIES } from "./onrampFallback.js"
import { onrampProviders } from "./onrampProviders.js"
import type { OnrampOptionsSource } from "./OnrampState.js"
import { updateOnrampState } from "./updateOnrampState.js"

export const ONRAMP_OPTIONS_PATH = "/v1/onramp/options"

const FALLBACK: OnrampOptionLists = { purchaseCurrencies: FALLBACK_PURCHASE_CURRENCIES, paymentCurrencies: FALLBACK_PAYMENT_CURRENCIES }

/**
 * The currencies the buy view offers for the active account's network: `GET /v1/onramp/options`
 * (WIRE §1.2), decoded whole; when it fails or answers something unreadable, SPEC §9's fallback
 * (USDC and ETH on Ethereum and Polygon; USD and EUR with the card and ACH limits). Answers where
 * the lists came from. Where nothing can be bought (no account, a chain family or network the
 * on-ramp does not serve, a restricted region) the lists are emptied, the error set and the
 * program fails with it.
 */
export const loadOnrampOptions = Effect.gen(function* () {
  const account = yield* onrampAccount.pipe(
    Effect.tap((found) => requireOnrampNetwork(found.network)),
    Effect.tapError((error) =>
      updateOnrampState((state) => ({
        ...state,
        purchaseCurrencies: [],
        paymentCurrencies: [],
        optionsSource: "none",
        error: error._tag === "OnrampUnavailable" ? error : state.error
      }))
    )
  )
  const api = yield* ApiClient
  const { features } = yield* Options
  const fetched = yield* api.get({ service: "blockchain", path: ONRAMP_OPTIONS_PATH, schema: OnrampOptionsAnswer }).pipe(
    Effect.map(Option.some),
    Effect.catchAll((error) => Effect.logWarning(`On-ramp options unavailable, the fallback is offered: ${messageOf(error)}`).pipe(Effect.as(Option.none())))
  )
  const source: OnrampOptionsSource = Option.isSome(fetched) ? "service" : "fallback"
  const providers = onrampProviders(features.onramp === false ? [] : features.onramp)
  yield* updateOnrampState((state) => applyOnrampOptions(state, Option.getOrElse(fetched, () => FALLBACK), source, account.network, providers))
  return source
}).pipe(Effect.withSpan("onramp.loadOnrampOptions"))
