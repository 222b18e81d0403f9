/** Whole seconds, as RFC 9110 §10.2.3 writes a delay: digits only. */
const DELAY_SECONDS = /^\d+$/
/** Every HTTP-date form (RFC 9110 §5.6.7, obsolete ones included) starts with the day's name. */
const HTTP_DATE = /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun)/i

/**
 * When an answer's `Retry-After` allows asking again, in epoch ms: `now` plus a delay in seconds,
 * or an HTTP date (a date already past means now). Absent, empty or unreadable: undefined, and the
 * caller's own rule decides.
 */
export const retryAtOf = (header: string | null | undefined, now: number): number | undefined => {
  const value = header?.trim() ?? ""
  if (value === "") return undefined
  if (DELAY_SECONDS.test(value)) return now + Number(value) * 1000
  const date = HTTP_DATE.test(value) ? Date.parse(value) : Number.NaN
  return Number.isNaN(date) ? undefined : Math.max(now, date)
}
