const SECOND = 1000
const MINUTE = 60 * SECOND
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR
/** A month and a year as the labels count them: 30 and 365 days. */
const MONTH = 30 * DAY
const YEAR = 365 * DAY

/** The units of SPEC §9's relative times, largest first, by their `Intl` unit name. */
const UNITS = [
  [YEAR, "year"],
  [MONTH, "month"],
  [DAY, "day"],
  [HOUR, "hour"],
  [MINUTE, "minute"],
  [SECOND, "second"]
] as const

export type ElapsedUnit = (typeof UNITS)[number][1]

/**
 * How long ago `then` was at `now`, in the largest unit that fits whole (59 s is 59 seconds, 60 s
 * one minute). A time in the future (a clock ahead of the chain's) is 0 seconds.
 */
export const elapsedIn = (then: number, now: number): { readonly count: number; readonly unit: ElapsedUnit } => {
  const elapsed = Math.max(0, now - then)
  const [size, unit] = UNITS.find(([size]) => elapsed >= size) ?? [SECOND, "second"]
  return { count: Math.floor(elapsed / size), unit }
}
