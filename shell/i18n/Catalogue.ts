import type { ErrorTexts } from "./errorTextKey.js"
import type { EN_TEXTS } from "./en.js"

/** A key of the catalogue: every visible text of the shell has one (see en.ts, the source). */
export type TextKey = keyof typeof EN_TEXTS

/** A language's texts: every key of the English source, so a missing one fails the typecheck. */
export type Texts = { readonly [K in TextKey]: string }

/**
 * One language's catalogue (its own chunk): the shell's texts, and its error texts keyed by the
 * error's `_tag` (errorTextKey) with `{field}` placeholders from the error's fields. English has
 * none of its own: the core catalogue's text is the source (core/errors/catalogue.ts, SPEC §8).
 */
export interface LocaleCatalogue {
  readonly locale: string
  readonly texts: Texts
  readonly errors: Partial<ErrorTexts>
}

/** A translation: every error text too, so a missing one fails the typecheck. */
export interface TranslatedCatalogue extends LocaleCatalogue {
  readonly errors: ErrorTexts
}
