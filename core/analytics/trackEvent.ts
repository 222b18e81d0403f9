import { Clock, Effect, Option, Ref } from "effect"
import type { AnalyticsEventProps } from "../../schemas/AnalyticsEventCatalogue.js"
import { Analytics } from "../services/Analytics.js"
import { admitToWindow } from "./admitToWindow.js"

/**
 * What became of an event: handed to the sink, or why not. `Excluded`: never sent by design;
 * `NoConsent`: the host has not (or no longer) the visitor's consent to telemetry;
 * `Disabled`: the analytics feature is off; `NoPage`: not in a browser; `Throttled`: over the limit
 * of the rolling window (dropped, not queued); `NoEventId`: its id could not be made (the code
 * that makes one could not be loaded), so it is dropped and the flow that tracked it goes on.
 */
export type TrackOutcome = "Sent" | "Excluded" | "NoConsent" | "Disabled" | "NoPage" | "Throttled" | "NoEventId"

/**
 * Tracks one event (WIRE §3.1): nothing is sent without the visitor's consent, `MODAL_CREATED`
 * is never sent, `INITIALIZE` is sent even with analytics off, and at most `ANALYTICS_EVENT_LIMIT` events go out per rolling `ANALYTICS_WINDOW`.
 * The timestamp is taken now, when the event is queued. Every event, sent or not, becomes the
 * service's `lastEvent`, which hosts follow with `useAppKitEvents`.
 */
export const trackEvent = Effect.fn("trackEvent")(function* (props: AnalyticsEventProps) {
  const analytics = yield* Analytics
  const now = yield* Clock.currentTimeMillis
  yield* Ref.set(analytics.lastEvent, Option.some({ timestamp: now, data: props }))
  if (props.event === "MODAL_CREATED") return "Excluded" satisfies TrackOutcome
  if (!(yield* Ref.get(analytics.consent))) return "NoConsent" satisfies TrackOutcome
  if (props.event !== "INITIALIZE" && !(yield* Ref.get(analytics.enabled))) return "Disabled" satisfies TrackOutcome
  const page = yield* analytics.page
  if (Option.isNone(page)) return "NoPage" satisfies TrackOutcome
  const admitted = yield* Ref.modify(analytics.sendWindow, (sendWindow) => {
    const [ok, track] = admitToWindow(sendWindow.track, now)
    return [ok, { ...sendWindow, track }] as const
  })
  if (!admitted) {
    yield* Effect.logDebug(`Analytics event ${props.event} dropped: over the limit of the window`)
    return "Throttled" satisfies TrackOutcome
  }
  const eventId = yield* Effect.option(analytics.newEventId)
  if (Option.isNone(eventId)) {
    yield* Effect.logWarning(`Analytics event ${props.event} dropped: no event id could be made`)
    return "NoEventId" satisfies TrackOutcome
  }
  yield* analytics.send({ eventId: eventId.value, url: page.value.url, domain: page.value.domain, timestamp: now, props })
  return "Sent" satisfies TrackOutcome
})
