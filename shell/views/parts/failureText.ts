import { catalogue } from "../../../core/errors/catalogue.js"
import type { DoorwayError } from "../../../core/errors/DoorwayError.js"
import type { Translator } from "../../i18n/Translator.js"
import { translateError } from "../../i18n/translateError.js"

const isDoorwayError = (error: unknown): error is DoorwayError =>
  typeof error === "object" && error !== null && "_tag" in error && typeof error._tag === "string" && error._tag in catalogue

/**
 * The user-facing text of a failure in the modal's language: the catalogue's text for a known
 * error (SPEC §8), a generic one otherwise.
 */
export const failureText = (error: unknown, texts: Translator): string =>
  isDoorwayError(error) ? translateError(error, texts) : texts.text("common.somethingWentWrong")
