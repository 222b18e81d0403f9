const SECOND = 1000
const MINUTE = 60 * SECOND
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR
/** A month and a year as the labels count them: 30 and 365 days (as relativeTime). */
const MONTH = 30 * DAY
const YEAR = 365 * DAY

const UNITS = [
  [YEAR, "year"],
  [MONTH, "month"],
  [DAY, "day"],
  [HOUR, "hour"],
  [MINUTE, "minute"]
] as const

/**
 * How long ago `then` was at `now` in a language other than English: the same largest whole unit
 * as `relativeTime` (SPEC §9's sec, min, hr, d, mo, yr), written by `Intl` in the language's
 * short unit (`3 Std.` in German). English keeps relativeTime's own words.
 */
export const formatElapsed = (then: number, now: number, locale: string): string => {
  const elapsed = Math.max(0, now - then)
  const [size, unit] = UNITS.find(([size]) => elapsed >= size) ?? [SECOND, "second"]
  return new Intl.NumberFormat(locale, { style: "unit", unit, unitDisplay: "short" }).format(Math.floor(elapsed / size))
}
