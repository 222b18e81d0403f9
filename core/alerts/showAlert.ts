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

/**
 * Shows an error in the alert above the modal. Alerts speak to the host app's developer, so they
 * appear only in debug mode (on unless the host turns it off).
 */
export const showAlert = Effect.fn("alerts.showAlert")(function* (error: DoorwayError) {
  const options = yield* Options
  if (!options.debug) return
  const alerts = yield* Alerts
  const alertOf = yield* loadAlertOf
  yield* Ref.set(alerts.alert, alertOf(error))
})
