/**
 * The languages the product ships (SPEC §9 localisation): English is the source, the others are
 * translations of it. A code without a catalogue yet resolves to English.
 */
export const SHIPPED_LOCALES = ["en", "es", "fr", "de", "pt", "it", "ja", "ko", "zh", "ru", "tr", "ar"] as const

/**
 * The languages whose catalogue is written (`locales/<code>.ts`); each has its loader
 * (catalogueLoaders.ts) and its buttons' texts (buttonTexts.ts), or the typecheck fails.
 */
export const WRITTEN_LOCALES = ["en", "es", "fr", "de", "pt", "it", "ja", "ko", "zh", "ru", "tr", "ar"] as const satisfies ReadonlyArray<(typeof SHIPPED_LOCALES)[number]>

export type WrittenLocale = (typeof WRITTEN_LOCALES)[number]

/** The languages written right to left: the modal's root gets `dir="rtl"`. */
const RIGHT_TO_LEFT: ReadonlySet<string> = new Set(["ar", "he", "fa", "ur"])

export const isRightToLeft = (locale: string): boolean => RIGHT_TO_LEFT.has(locale.split("-")[0]!.toLowerCase())
