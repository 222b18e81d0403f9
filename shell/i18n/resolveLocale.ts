import { WRITTEN_LOCALES } from "./locales.js"
import type { WrittenLocale } from "./locales.js"

const WRITTEN: ReadonlySet<string> = new Set(WRITTEN_LOCALES)

/** The browser's language; none on a server. */
export const browserLanguage = (): string | undefined =>
  typeof navigator === "undefined" ? undefined : navigator.language

/**
 * The language the modal speaks: the host's `locale` option, else the browser's language; the
 * tag itself when it has a catalogue, else its base language (`pt-BR` → `pt`), else English.
 */
export const resolveLocale = (option: string | undefined, browser: string | undefined): WrittenLocale => {
  for (const tag of [option, browser]) {
    if (tag === undefined || tag === "") continue
    const lower = tag.toLowerCase()
    if (WRITTEN.has(lower)) return lower as WrittenLocale
    const base = lower.split("-")[0]!
    if (WRITTEN.has(base)) return base as WrittenLocale
  }
  return "en"
}
