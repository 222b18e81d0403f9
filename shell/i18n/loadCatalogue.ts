import type { LocaleCatalogue } from "./Catalogue.js"
import { CATALOGUE_LOADERS } from "./catalogueLoaders.js"
import type { WrittenLocale } from "./locales.js"

const loaded = new Map<WrittenLocale, LocaleCatalogue>()
const pending = new Map<WrittenLocale, Promise<LocaleCatalogue>>()

/**
 * Loads a language's catalogue once (its own chunk), beside the modal's chunk. A failed load is
 * tried again by the next call; the modal then speaks English (`loadedCatalogue` answers none).
 */
export const loadCatalogue = (locale: WrittenLocale): Promise<LocaleCatalogue> => {
  const known = pending.get(locale)
  if (known !== undefined) return known
  const promise = CATALOGUE_LOADERS[locale]().then(
    ({ default: catalogue }) => {
      loaded.set(locale, catalogue)
      return catalogue
    },
    (error: unknown) => {
      pending.delete(locale)
      throw error
    }
  )
  pending.set(locale, promise)
  return promise
}

/** The catalogue once loaded, for the modal's first frame. */
export const loadedCatalogue = (locale: WrittenLocale): LocaleCatalogue | undefined => loaded.get(locale)

/**
 * The modal's texts: its language's catalogue, else (should that chunk fail) English's, loaded
 * only then. Rejects when neither loads: the modal's code is missing a part, as when its own chunk
 * fails, and the next open tries again.
 */
export const loadModalTexts = (locale: WrittenLocale): Promise<LocaleCatalogue> => loadCatalogue(locale).catch(() => loadCatalogue("en"))

/** The modal's texts once loaded (`loadModalTexts`). */
export const loadedModalTexts = (locale: WrittenLocale): LocaleCatalogue | undefined => loaded.get(locale) ?? loaded.get("en")
