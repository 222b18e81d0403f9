import { Duration } from "effect"
import { ANALYTICS_EVENT_LIMIT, ANALYTICS_WINDOW } from "../constants.js"

const windowMillis = Duration.toMillis(ANALYTICS_WINDOW)

/**
 * The rolling-window throttle: an event is admitted when fewer than `ANALYTICS_EVENT_LIMIT` were
 * admitted in the last `ANALYTICS_WINDOW` (one sent exactly a window ago no longer counts).
 * Returns whether `now` is admitted and the send times still inside the window.
 */
export const admitToWindow = (
  sentAt: ReadonlyArray<number>,
  now: number
): readonly [admitted: boolean, sentAt: ReadonlyArray<number>] => {
  const inside = sentAt.filter((time) => now - time < windowMillis)
  return inside.length < ANALYTICS_EVENT_LIMIT ? [true, [...inside, now]] : [false, inside]
}
