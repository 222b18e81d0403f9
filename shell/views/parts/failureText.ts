import { catalogue, messageOf } from "../../../core/errors/catalogue.js"
import type { DoorwayError } from "../../../core/errors/DoorwayError.js"

const isDoorwayError = (error: unknown): error is DoorwayError =>
  typeof error === "object" && error !== null && "_tag" in error && typeof error._tag === "string" && error._tag in catalogue

/** The user-facing text of a failure: the catalogue's text for a known error, a generic one otherwise. */
export const failureText = (error: unknown): string => (isDoorwayError(error) ? messageOf(error) : "Something went wrong")
