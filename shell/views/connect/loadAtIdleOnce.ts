import { atIdle } from "./atIdle.js"

/**
 * Runs `load` once per page in idle time (a timer where the browser has no idle callback), and
 * again on a later call if it failed: the warm-ups of the Connect view, which must never delay it.
 */
export const loadAtIdleOnce = <Args extends ReadonlyArray<unknown>>(load: (...args: Args) => Promise<unknown>): ((...args: Args) => void) => {
  let started = false
  return (...args) => {
    if (started) return
    started = true
    const run = () => {
      load(...args).catch(() => {
        started = false
      })
    }
    atIdle(run)
  }
}
