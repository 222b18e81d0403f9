import { useSyncExternalStore } from "react"
import { useInstanceHandle } from "../hooks/useInstanceHandle.js"
import { BUTTON_TEXTS } from "../i18n/buttonTexts.js"
import type { ButtonTexts } from "../i18n/buttonTexts.js"
import { browserLanguage, resolveLocale } from "../i18n/resolveLocale.js"
import { isRightToLeft } from "../i18n/locales.js"
import type { WrittenLocale } from "../i18n/locales.js"

const unchanging = () => () => undefined

export interface LocalButtonTexts extends ButtonTexts {
  readonly locale: WrittenLocale
  readonly dir: "ltr" | "rtl"
}

/**
 * A button's texts in the instance's language. A server knows only the `locale` option, not the
 * browser's language: while React hydrates server markup the button keeps the server's language,
 * then draws in the browser's.
 */
export const useButtonTexts = (hook: string): LocalButtonTexts => {
  const { shell } = useInstanceHandle(hook)
  const option = shell.options.locale
  const locale = useSyncExternalStore(
    unchanging,
    () => resolveLocale(option, browserLanguage()),
    () => resolveLocale(option, undefined)
  )
  return { ...BUTTON_TEXTS[locale], locale, dir: isRightToLeft(locale) ? "rtl" : "ltr" }
}
