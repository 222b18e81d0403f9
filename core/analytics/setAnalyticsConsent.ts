import { Effect, Ref } from "effect"
import { initializeEventProperties } from "../config/initialize.js"
import { Analytics } from "../services/Analytics.js"
import { Options } from "../services/Options.js"
import { fetchAnalyticsConfig } from "./fetchAnalyticsConfig.js"
import { trackEvent } from "./trackEvent.js"

/**
 * Records the visitor's answer on telemetry. Withdrawn, nothing more leaves the page from the next
 * event on. Granted where it was not: the project's analytics setting is asked and `INITIALIZE`
 * sent, as they are at start for a page that had consent from the beginning (WIRE §2.5, §3.3).
 */
export const setAnalyticsConsent = Effect.fn("analytics.setAnalyticsConsent")(function* (granted: boolean) {
  const analytics = yield* Analytics
  const before = yield* Ref.getAndSet(analytics.consent, granted)
  if (!granted || before) return
  const options = yield* Options
  yield* fetchAnalyticsConfig
  yield* trackEvent({ type: "track", event: "INITIALIZE", properties: initializeEventProperties(options) })
})
