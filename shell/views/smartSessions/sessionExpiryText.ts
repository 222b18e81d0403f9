import type { Translator } from "../../i18n/Translator.js"

/**
 * When a smart session ends, for its row: its expiry (unix seconds, WIRE §1.3) as a date in the
 * modal's language ("Expires {date}"), "Expired {date}" from its second on. English keeps the
 * browser's own date format.
 */
export const sessionExpiryText = (expirySeconds: number, nowMs: number, texts: Translator): string => {
  const locale = texts.locale === "en" ? undefined : texts.locale
  const date = new Intl.DateTimeFormat(locale, { dateStyle: "medium" }).format(new Date(expirySeconds * 1000))
  return texts.text(expirySeconds * 1000 <= nowMs ? "sessions.expired" : "sessions.expires", { date })
}
