import { Effect, SubscriptionRef } from "effect"
import { alertDescriptions, messageOf } from "../errors/catalogue.js"
import type { DoorwayError } from "../errors/DoorwayError.js"
import { Alerts } from "../services/Alerts.js"
import type { AlertState } from "../services/Alerts.js"
import { Options } from "../services/Options.js"
import { alertVariantOf } from "./alertVariantOf.js"

const descriptionOf = (error: DoorwayError): string | undefined =>
  error._tag in alertDescriptions ? alertDescriptions[error._tag as keyof typeof alertDescriptions] : undefined

/** The alert an error is shown as: the catalogue's text, the developer hint, the variant of its kind. */
export const alertOf = (error: DoorwayError): AlertState => {
  const description = descriptionOf(error)
  const base = { open: true, message: messageOf(error), variant: alertVariantOf(error) }
  return description === undefined ? base : { ...base, description }
}

/**
 * Shows an error in the alert above the modal. Alerts speak to the host app's developer, so they
 * appear only in debug mode (on unless the host turns it off).
 */
export const showAlert = Effect.fn("alerts.showAlert")(function* (error: DoorwayError) {
  const options = yield* Options
  if (!options.debug) return
  const alerts = yield* Alerts
  yield* SubscriptionRef.set(alerts.alert, alertOf(error))
})
