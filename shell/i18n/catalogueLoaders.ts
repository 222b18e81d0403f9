import type { LocaleCatalogue } from "./Catalogue.js"
import type { WrittenLocale } from "./locales.js"

/**
 * Each written catalogue is a chunk of its own, loaded on demand: the page holds only the chosen
 * language's texts. A new language is one file in `locales/` and one line here.
 */
export const CATALOGUE_LOADERS: Readonly<Record<WrittenLocale, () => Promise<{ readonly default: LocaleCatalogue }>>> = {
  en: () => import("./locales/en.js"),
  de: () => import("./locales/de.js"),
  es: () => import("./locales/es.js"),
  fr: () => import("./locales/fr.js"),
  pt: () => import("./locales/pt.js"),
  it: () => import("./locales/it.js"),
  ja: () => import("./locales/ja.js"),
  ko: () => import("./locales/ko.js"),
  zh: () => import("./locales/zh.js"),
  ru: () => import("./locales/ru.js"),
  tr: () => import("./locales/tr.js"),
  ar: () => import("./locales/ar.js")
}
