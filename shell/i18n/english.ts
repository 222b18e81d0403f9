import type { LocaleCatalogue } from "./Catalogue.js"
import { EN_TEXTS } from "./en.js"
import { makeTranslator } from "./Translator.js"

/** English: the source texts; its error texts are the core catalogue's own. Its own chunk (locales/en.ts). */
export const ENGLISH_CATALOGUE = { locale: "en", texts: EN_TEXTS, errors: {} } satisfies LocaleCatalogue

/** English, for a view drawn outside the modal (on its own, in a test or an example). */
export const ENGLISH = makeTranslator(ENGLISH_CATALOGUE)
