import { Effect, Ref } from "effect"
import { AnalyticsConfigResponse } from "../../schemas/CatalogueApi.js"
import { Analytics } from "../services/Analytics.js"
import { ApiClient } from "../services/ApiClient.js"

/**
 * Asks the project whether analytics is on (`GET /getAnalyticsConfig`, WIRE §2.5), run when the
 * modal mounts, or once the visitor consents. Only with consent and while analytics is on (the
 * host's `features.analytics`, default on): otherwise nothing is asked. The answer replaces the setting; any failure turns analytics off. Returns
 * the setting in effect afterwards.
 */
export const fetchAnalyticsConfig: Effect.Effect<boolean, never, Analytics | ApiClient> = Effect.gen(function* () {
  const analytics = yield* Analytics
  if (!(yield* Ref.get(analytics.consent)) || !(yield* Ref.get(analytics.enabled))) return false
  const api = yield* ApiClient
  const enabled = yield* api.get({ service: "catalogue", path: "/getAnalyticsConfig", schema: AnalyticsConfigResponse }).pipe(
    Effect.map((answer) => answer.isAnalyticsEnabled),
    Effect.catchAll((error) => Effect.as(Effect.logWarning(`The analytics setting could not be fetched: ${error._tag}`), false))
  )
  yield* Ref.set(analytics.enabled, enabled)
  return enabled
}).pipe(Effect.withSpan("analytics.fetchAnalyticsConfig"))
