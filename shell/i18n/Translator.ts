import type { DoorwayErrorTag } from "../../core/errors/DoorwayError.js"
import type { LocaleCatalogue, TextKey } from "./Catalogue.js"
import { EN_TEXTS } from "./en.js"
import { interpolate } from "./interpolate.js"
import type { TextParams } from "./interpolate.js"
import { isRightToLeft } from "./locales.js"

/** What a view reads its texts through: the chosen language's catalogue, English where it has none. */
export interface Translator {
  readonly locale: string
  readonly dir: "ltr" | "rtl"
  /** A catalogue text with its `{placeholder}`s filled. */
  readonly text: (key: TextKey, params?: TextParams) => string
  /** The language's text of an error (`{field}` placeholders), none where the core's English stands. */
  readonly errorTemplate: (tag: DoorwayErrorTag) => string | undefined
}

export const makeTranslator = (catalogue: LocaleCatalogue | undefined): Translator => {
  const texts = catalogue?.texts ?? EN_TEXTS
  const errors = catalogue?.errors ?? {}
  const locale = catalogue?.locale ?? "en"
  return {
    locale,
    dir: isRightToLeft(locale) ? "rtl" : "ltr",
    text: (key, params) => interpolate(texts[key], params),
    errorTemplate: (tag) => errors[tag]
  }
}

/** The translator of a view drawn without the modal's language (on its own, in a test): English. */
export const ENGLISH = makeTranslator(undefined)
