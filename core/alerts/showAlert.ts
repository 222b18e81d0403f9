import { Effect, Ref } from "effect"
import type { DoorwayError } from "../errors/DoorwayError.js"
import { Alerts } from "../services/Alerts.js"
import type { AlertState } from "../services/Alerts.js"
import { Options } from "../services/Options.js"
import { alertVariantOf } from "./alertVariantOf.js"

/**
 * The texts of every error are a chunk of their own: a page that shows no alert never loads them.
 * Should that chunk fail to load, the alert still shows, named by the error's tag.
 */
const loadAlertOf = Effect.tryPromise(() => import("./alertOf.js")).pipe(
  Effect.map(({ alertOf }) => alertOf),
  Effect.orElseSucceed(() => (error: DoorwayError): AlertState => ({ open: true, message: error._tag, variant: alertVariantOf(error) }))
)

/** Error analytics is loaded with the first alert too; a report that cannot load is dropped. */
const report = (error: DoorwayError, alert: AlertState) =>
  Effect.tryPromise(() => import("./reportAlert.js")).pipe(
    Effect.flatMap(({ reportAlert }) => reportAlert(error, alert)),
    Effect.orElse(() => Effect.void)
  )

/**
 * Shows an error in the alert above the modal. Alerts speak to the host app's developer, so they
 * appear only in debug mode (on unless the host turns it off). A shown error alert is reported to
 * error analytics (SPEC §9: at most 5 a minute).
 */
export const showAlert = Effect.fn("alerts.showAlert")(function* (error: DoorwayError) {
  const options = yield* Options
  if (!options.debug) return
  const alerts = yield* Alerts
  const alertOf = yield* loadAlertOf
  const alert = alertOf(error)
  yield* Ref.set(alerts.alert, alert)
  yield* report(error, alert)
})
