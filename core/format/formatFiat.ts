import { formatBalance } from "./formatBalance.js"

const formats = new Map<string, Intl.NumberFormat>()

const formatOf = (locale: string): Intl.NumberFormat => {
  const known = formats.get(locale)
  if (known !== undefined) return known
  const made = new Intl.NumberFormat(locale, { style: "currency", currency: "USD", currencyDisplay: "narrowSymbol" })
  formats.set(locale, made)
  return made
}

/**
 * A value in US dollars (the data API's token values): `$1,234.50` in English as SPEC §9 shows it,
 * else the language's own currency format through `Intl` with the plain `$` (`1.234,50 $` in
 * German), also where the language's narrow sign is longer (Arabic's `US$`, which crowds a row).
 */
export const formatFiat = (value: number, locale?: string): string =>
  locale === undefined || locale === "en"
    ? `$${formatBalance(value)}`
    : formatOf(locale)
        .formatToParts(Number.isFinite(value) ? value : 0)
        .map((part) => (part.type === "currency" ? "$" : part.value))
        .join("")
