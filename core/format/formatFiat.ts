import { formatBalance } from "./formatBalance.js"

/**
 * A value in US dollars (the data API's token values): `$1,234.50` in English as SPEC §9 shows it,
 * else the language's own currency format through `Intl` with the plain `$` (`1.234,50 $` in German).
 */
export const formatFiat = (value: number, locale?: string): string =>
  locale === undefined || locale === "en"
    ? `$${formatBalance(value)}`
    : new Intl.NumberFormat(locale, { style: "currency", currency: "USD", currencyDisplay: "narrowSymbol" }).format(Number.isFinite(value) ? value : 0)
