import { useInstanceHandle } from "../hooks/useInstanceHandle.js"
import { BUTTON_TEXTS } from "../i18n/buttonTexts.js"
import type { ButtonTexts } from "../i18n/buttonTexts.js"
import { isRightToLeft } from "../i18n/locales.js"
import type { WrittenLocale } from "../i18n/locales.js"
import { useResolvedLocale } from "../i18n/useResolvedLocale.js"

export interface LocalButtonTexts extends ButtonTexts {
  readonly locale: WrittenLocale
  readonly dir: "ltr" | "rtl"
}

/** A button's texts in the instance's language (`useResolvedLocale`). */
export const useButtonTexts = (hook: string): LocalButtonTexts => {
  const { shell } = useInstanceHandle(hook)
  const locale = useResolvedLocale(shell.options.locale)
  return { ...BUTTON_TEXTS[locale], locale, dir: isRightToLeft(locale) ? "rtl" : "ltr" }
}
