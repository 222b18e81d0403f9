/**
 * When a smart session ends, for its row: its expiry (unix seconds, WIRE §1.3) as a date in the
 * visitor's language, and whether that is past.
 */
export const sessionExpiryText = (expirySeconds: number, nowMs: number, locale?: string): string => {
  const date = new Intl.DateTimeFormat(locale, { dateStyle: "medium" }).format(new Date(expirySeconds * 1000))
  return expirySeconds * 1000 <= nowMs ? `Expired ${date}` : `Expires ${date}`
}
