const SECOND = 1000
const MINUTE = 60 * SECOND
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR
/** A month and a year as the labels count them: 30 and 365 days. */
const MONTH = 30 * DAY
const YEAR = 365 * DAY

/**
 * How long ago `then` was at `now`, in the units of SPEC §9 (sec, min, hr, d, mo, yr): the largest
 * unit that fits whole, so 59 s is "59 sec" and 60 s "1 min", 23 h "23 hr" and 24 h "1 d", 29 d
 * "29 d" and 30 d "1 mo", 12 mo (360 d) "12 mo" and 365 d "1 yr". A time in the future (a clock
 * ahead of the chain's) reads "0 sec".
 */
export const relativeTime = (then: number, now: number): string => {
  const elapsed = Math.max(0, now - then)
  if (elapsed < MINUTE) return `${Math.floor(elapsed / SECOND)} sec`
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)} min`
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)} hr`
  if (elapsed < MONTH) return `${Math.floor(elapsed / DAY)} d`
  if (elapsed < YEAR) return `${Math.floor(elapsed / MONTH)} mo`
  return `${Math.floor(elapsed / YEAR)} yr`
}
