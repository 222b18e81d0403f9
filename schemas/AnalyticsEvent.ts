/** Request bodies of the analytics endpoint `POST /e` (WIRE §3.1, §3.2). */
import { Schema } from "effect"
import { AnalyticsEventProps } from "./AnalyticsEventCatalogue.js"
import { SafeUnion } from "./SafeUnion.js"

/** Where and when an event happened: a random UUID, the page URL and its host name. */
const origin = {
  eventId: Schema.String,
  url: Schema.String,
  domain: Schema.String
}

/** A tracked event; `timestamp` is epoch ms taken when the event was queued. */
export const TrackEventBody = Schema.Struct({
  ...origin,
  timestamp: Schema.Number,
  props: AnalyticsEventProps
}).annotations({ identifier: "TrackEventBody" })
export type TrackEventBody = typeof TrackEventBody.Type

export const TelemetryErrorCategory = Schema.Literal(
  "API_ERROR",
  "DATA_PARSING_ERROR",
  "SECURE_SITE_ERROR",
  "INTERNAL_SDK_ERROR"
).annotations({ identifier: "TelemetryErrorCategory" })
export type TelemetryErrorCategory = typeof TelemetryErrorCategory.Type

/** A telemetry error report; `timestamp` is an ISO-8601 string here. */
export const TelemetryErrorBody = Schema.Struct({
  ...origin,
  timestamp: Schema.String,
  props: Schema.Struct({
    type: Schema.Literal("error"),
    event: TelemetryErrorCategory,
    errorType: Schema.String,
    errorMessage: Schema.String,
    stackTrace: Schema.String
  })
}).annotations({ identifier: "TelemetryErrorBody" })
export type TelemetryErrorBody = typeof TelemetryErrorBody.Type

/** Anything posted to the analytics endpoint: the two bodies differ in the type of `timestamp`. */
export const AnalyticsRequestBody = SafeUnion(TrackEventBody, TelemetryErrorBody).annotations({
  identifier: "AnalyticsRequestBody"
})
export type AnalyticsRequestBody = typeof AnalyticsRequestBody.Type
