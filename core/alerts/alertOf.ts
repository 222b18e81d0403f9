import { alertDescriptions, messageOf } from "../errors/catalogue.js"
import type { DoorwayError } from "../errors/DoorwayError.js"
import type { AlertState } from "../services/Alerts.js"
import { alertVariantOf } from "./alertVariantOf.js"

const descriptionOf = (error: DoorwayError): string | undefined =>
  error._tag in alertDescriptions ? alertDescriptions[error._tag as keyof typeof alertDescriptions] : undefined

/** The alert an error is shown as: the catalogue's text, the developer hint, the variant of its kind. */
export const alertOf = (error: DoorwayError): AlertState => {
  const description = descriptionOf(error)
  const base = { open: true, message: messageOf(error), variant: alertVariantOf(error) }
  return description === undefined ? base : { ...base, description }
}
