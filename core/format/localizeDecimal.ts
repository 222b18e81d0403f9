/** The symbols a language writes numbers with, read once per language from `Intl`. */
interface NumberSymbols {
  readonly group: string
  readonly decimal: string
  readonly digits: ReadonlyArray<string>
  readonly minus: string
}

const cache = new Map<string, NumberSymbols>()

const symbolsOf = (locale: string): NumberSymbols => {
  const known = cache.get(locale)
  if (known !== undefined) return known
  const format = new Intl.NumberFormat(locale)
  const parts = format.formatToParts(-12345.6)
  const symbols: NumberSymbols = {
    group: parts.find((part) => part.type === "group")?.value ?? ",",
    decimal: parts.find((part) => part.type === "decimal")?.value ?? ".",
    minus: parts.find((part) => part.type === "minusSign")?.value ?? "-",
    digits: Array.from({ length: 10 }, (_, digit) => format.format(digit))
  }
  cache.set(locale, symbols)
  return symbols
}

/**
 * A number already rounded and grouped the English way (`-1,234.50`, formatBalance) written in a
 * language's symbols through `Intl` (`-1.234,50` in German, Arabic-Indic digits where the language
 * uses them). The digits are not recomputed: the exact rounding of large amounts stays.
 */
export const localizeDecimal = (english: string, locale: string | undefined): string => {
  if (locale === undefined) return english
  const symbols = symbolsOf(locale)
  return english.replace(/[\d,.-]/g, (char) =>
    char === "," ? symbols.group : char === "." ? symbols.decimal : char === "-" ? symbols.minus : (symbols.digits[Number(char)] ?? char)
  )
}
