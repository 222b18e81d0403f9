import { READING_DWELL_MS, whenRead } from "./whenRead.js"

/**
 * Runs `load` once per page, in idle time once the Connect view has been shown for `dwellMs`
 * (read, see `whenRead`),
 * and again on a later call if it failed: the warm-ups of the Connect view, which must never delay
 * it. Each call returns its cleanup (an effect's): a load that has not started is cancelled once
 * every view that asked for it has closed, so the next showing of the view schedules it again.
 */
export const loadAtIdleOnce = <Args extends ReadonlyArray<unknown>>(
  load: (...args: Args) => Promise<unknown>,
  dwellMs = READING_DWELL_MS
): ((...args: Args) => () => void) => {
  let scheduled = false
  let started = false
  let cancel: () => void = () => undefined
  /** The views showing that still wait for the scheduled load, and which scheduling that is. */
  let waiting = 0
  let round = 0
  return (...args) => {
    if (!scheduled) {
      scheduled = true
      started = false
      waiting = 0
      round += 1
      cancel = whenRead(() => {
        started = true
        load(...args).catch(() => {
          scheduled = false
        })
      }, dwellMs)
    }
    waiting += 1
    const asked = round
    let released = false
    return () => {
      // A view from an earlier scheduling (a load that failed since) has nothing left to release.
      if (released || asked !== round) return
      released = true
      waiting -= 1
      if (waiting > 0 || started || !scheduled) return
      scheduled = false
      cancel()
    }
  }
}
