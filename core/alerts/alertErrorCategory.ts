import type { TelemetryErrorCategory } from "../../schemas/AnalyticsEvent.js"
import type { DoorwayError } from "../errors/DoorwayError.js"

const SECURE_SITE: ReadonlySet<string> = new Set(["EmbeddedWalletLoadFailed", "EmbeddedWalletRequestTimedOut", "UnverifiedDomain"])
const HOSTED_API: ReadonlySet<string> = new Set([
  "OriginNotAllowed",
  "SessionExpired",
  "InvalidProjectId",
  "AppConfigServerError",
  "AppConfigRateLimited"
])

/** The telemetry category (WIRE §3.2) an alert's error is reported under. */
export const alertErrorCategory = (error: DoorwayError): TelemetryErrorCategory =>
  SECURE_SITE.has(error._tag) ? "SECURE_SITE_ERROR" : HOSTED_API.has(error._tag) ? "API_ERROR" : "INTERNAL_SDK_ERROR"
