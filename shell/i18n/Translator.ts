import type { LocaleCatalogue, TextKey } from "./Catalogue.js"
import type { ErrorTextKey } from "./errorTextKey.js"
import { interpolate } from "./interpolate.js"
import type { TextParams } from "./interpolate.js"
import { isRightToLeft } from "./locales.js"

/** What a view reads its texts through: one language's catalogue, the only one the page holds. */
export interface Translator {
  readonly locale: string
  readonly dir: "ltr" | "rtl"
  /** A catalogue text with its `{placeholder}`s filled. */
  readonly text: (key: TextKey, params?: TextParams) => string
  /** Whether `key` is a key of the catalogue (a text named at run time: a view's title, an activity's kind). */
  readonly has: (key: string) => key is TextKey
  /** The language's text of an error (`{field}` placeholders), none where the core's English stands. */
  readonly errorTemplate: (key: ErrorTextKey) => string | undefined
}

export const makeTranslator = (catalogue: LocaleCatalogue): Translator => {
  const { texts, errors, locale } = catalogue
  return {
    locale,
    dir: isRightToLeft(locale) ? "rtl" : "ltr",
    text: (key, params) => interpolate(texts[key], params),
    has: (key): key is TextKey => Object.hasOwn(texts, key),
    errorTemplate: (key) => errors[key]
  }
}
