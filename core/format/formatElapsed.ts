import { elapsedIn } from "../activity/elapsedUnit.js"

/**
 * How long ago `then` was at `now` in a language other than English: the same largest whole unit
 * as `relativeTime` (SPEC §9's sec, min, hr, d, mo, yr), written by `Intl` in the language's
 * short unit (`3 Std.` in German). English keeps relativeTime's own words.
 */
export const formatElapsed = (then: number, now: number, locale: string): string => {
  const { count, unit } = elapsedIn(then, now)
  return new Intl.NumberFormat(locale, { style: "unit", unit, unitDisplay: "short" }).format(count)
}
