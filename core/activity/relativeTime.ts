import { elapsedIn, type ElapsedUnit } from "./elapsedUnit.js"

/** SPEC §9's short words for each unit. */
const WORDS: Readonly<Record<ElapsedUnit, string>> = { second: "sec", minute: "min", hour: "hr", day: "d", month: "mo", year: "yr" }

/**
 * How long ago `then` was at `now`, in the units of SPEC §9 (sec, min, hr, d, mo, yr): the largest
 * unit that fits whole, so 59 s is "59 sec" and 60 s "1 min", 23 h "23 hr" and 24 h "1 d", 29 d
 * "29 d" and 30 d "1 mo", 12 mo (360 d) "12 mo" and 365 d "1 yr". A time in the future (a clock
 * ahead of the chain's) reads "0 sec".
 */
export const relativeTime = (then: number, now: number): string => {
  const { count, unit } = elapsedIn(then, now)
  return `${count} ${WORDS[unit]}`
}
