import { messageOf } from "../../core/errors/catalogue.js"
import type { DoorwayError } from "../../core/errors/DoorwayError.js"
import { errorParams } from "./errorParams.js"
import { interpolate } from "./interpolate.js"
import type { Translator } from "./Translator.js"

/**
 * An error's text in the modal's language: its translation keyed by `_tag`, the placeholders
 * filled from its fields; else the core catalogue's English text (SPEC §8), the source.
 */
export const translateError = (error: DoorwayError, texts: Translator): string => {
  const template = texts.errorTemplate(error._tag)
  return template === undefined ? messageOf(error) : interpolate(template, errorParams(error))
}
