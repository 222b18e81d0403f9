import type { DoorwayErrorTag } from "../../core/errors/DoorwayError.js"
import type { EN_TEXTS } from "./en.js"

/** A key of the catalogue: every visible text of the shell has one (see en.ts, the source). */
export type TextKey = keyof typeof EN_TEXTS

/** A language's texts: every key of the English source, so a missing one fails the typecheck. */
export type Texts = { readonly [K in TextKey]: string }

/**
 * One language's catalogue (its own chunk): the shell's texts, and the error texts it has
 * translated, keyed by the error's `_tag` with `{field}` placeholders from the error's fields. An
 * error it lacks shows the core catalogue's English text (core/errors/catalogue.ts, SPEC §8).
 */
export interface LocaleCatalogue {
  readonly locale: string
  readonly texts: Texts
  readonly errors: Partial<Readonly<Record<DoorwayErrorTag, string>>>
}
