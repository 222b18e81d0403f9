import { useSyncExternalStore } from "react"
import { browserLanguage, resolveLocale } from "./resolveLocale.js"
import type { WrittenLocale } from "./locales.js"

const unchanging = () => () => undefined

/**
 * The language for a `locale` option. A server knows only the option, not the browser's language:
 * while React hydrates server markup the part keeps the server's language, then draws in the browser's.
 */
export const useResolvedLocale = (option: string | undefined): WrittenLocale =>
  useSyncExternalStore(
    unchanging,
    () => resolveLocale(option, browserLanguage()),
    () => resolveLocale(option, undefined)
  )
