import { Clock, Effect, Option, Predicate, Ref } from "effect"
import type { TelemetryErrorCategory } from "../../schemas/AnalyticsEvent.js"
import { Analytics } from "../services/Analytics.js"
import { admitToWindow } from "./admitToWindow.js"
import type { TrackOutcome } from "./trackEvent.js"

export interface ErrorDetails {
  readonly errorType: string
  readonly errorMessage: string
  readonly stackTrace: string
}

/** The name, message and stack of anything thrown or failed with. */
export const errorDetails = (error: unknown): ErrorDetails => {
  if (error instanceof Error) {
    return { errorType: error.name, errorMessage: error.message, stackTrace: error.stack ?? "" }
  }
  if (Predicate.hasProperty(error, "_tag") && typeof error._tag === "string") {
    const message = Predicate.hasProperty(error, "message") && typeof error.message === "string" ? error.message : ""
    return { errorType: error._tag, errorMessage: message, stackTrace: "" }
  }
  return { errorType: "Error", errorMessage: String(error), stackTrace: "" }
}

/**
 * Reports an error to telemetry (WIRE §3.2): an ISO timestamp, sent only with the visitor's
 * consent and analytics on, at
 * most `ANALYTICS_EVENT_LIMIT` reports per rolling `ANALYTICS_WINDOW` (a budget apart from tracked
 * events, so a burst of errors never silences them).
 */
export const reportError = Effect.fn("reportError")(function* (category: TelemetryErrorCategory, error: unknown) {
  const analytics = yield* Analytics
  if (!(yield* Ref.get(analytics.consent))) return "NoConsent" satisfies TrackOutcome
  if (!(yield* Ref.get(analytics.enabled))) return "Disabled" satisfies TrackOutcome
  const page = yield* analytics.page
  if (Option.isNone(page)) return "NoPage" satisfies TrackOutcome
  const now = yield* Clock.currentTimeMillis
  const admitted = yield* Ref.modify(analytics.sendWindow, (sendWindow) => {
    const [ok, sentAt] = admitToWindow(sendWindow.error, now)
    return [ok, { ...sendWindow, error: sentAt }] as const
  })
  if (!admitted) return "Throttled" satisfies TrackOutcome
  const eventId = yield* Effect.option(analytics.newEventId)
  if (Option.isNone(eventId)) return "NoEventId" satisfies TrackOutcome
  yield* analytics.send({
    eventId: eventId.value,
    url: page.value.url,
    domain: page.value.domain,
    timestamp: new Date(now).toISOString(),
    props: { type: "error", event: category, ...errorDetails(error) }
  })
  return "Sent" satisfies TrackOutcome
})
