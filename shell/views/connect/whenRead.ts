import { atIdle } from "./atIdle.js"

/**
 * How long the Connect view stays shown before its warm-ups start. A visitor reads the list for a
 * while before clicking a wallet; one who closes it at once (a glance, or a close and reopen) gets
 * no warm-up work in the way of the next open, and none for a view they left.
 */
export const READING_DWELL_MS = 200

/**
 * Runs `run` in idle time once the view has been shown for `dwellMs` (`READING_DWELL_MS` unless
 * told); the returned function (an effect's cleanup) cancels it while it has not run.
 */
export const whenRead = (run: () => void, dwellMs = READING_DWELL_MS): (() => void) => {
  let cancelled = false
  const timer = setTimeout(() => atIdle(() => cancelled || run()), dwellMs)
  return () => {
    cancelled = true
    clearTimeout(timer)
  }
}
