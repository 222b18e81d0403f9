import { Effect, Option } from "effect"
import { reportError } from "../analytics/reportError.js"
import type { DoorwayError } from "../errors/DoorwayError.js"
import { Analytics } from "../services/Analytics.js"
import type { AlertState } from "../services/Alerts.js"
import { alertErrorCategory } from "./alertErrorCategory.js"

/**
 * An error alert is reported to error analytics (SPEC §7 Analytics, §9: at most 5 a minute, the
 * rule of `reportError`), named by its tag with the text the visitor reads. Info and warning
 * alerts are no errors and are not reported; without an analytics service nothing is sent.
 */
export const reportAlert = (error: DoorwayError, alert: AlertState): Effect.Effect<void> =>
  Effect.gen(function* () {
    if (alert.variant !== "error") return
    const analytics = yield* Effect.serviceOption(Analytics)
    if (Option.isNone(analytics)) return
    yield* reportError(alertErrorCategory(error), { _tag: error._tag, message: alert.message }).pipe(
      Effect.provideService(Analytics, analytics.value)
    )
  }).pipe(Effect.withSpan("alerts.reportAlert"))
