import { messageOf } from "../../core/errors/catalogue.js"
import type { DoorwayError } from "../../core/errors/DoorwayError.js"
import { errorParams } from "./errorParams.js"
import { errorTextKey } from "./errorTextKey.js"
import { interpolate } from "./interpolate.js"
import type { Translator } from "./Translator.js"

/**
 * An error's text in the modal's language: its translation keyed by `_tag` (and case), the
 * placeholders filled from its fields; else the core catalogue's English text (SPEC §8), the
 * source, which is also what relays a wallet's or node's own words.
 */
export const translateError = (error: DoorwayError, texts: Translator): string => {
  const key = errorTextKey(error)
  const template = key === undefined ? undefined : texts.errorTemplate(key)
  return template === undefined ? messageOf(error) : interpolate(template, errorParams(error))
}
