import { whenRead } from "./whenRead.js"

/**
 * Runs `load` once per page, in idle time once the Connect view has been read (see `whenRead`),
 * and again on a later call if it failed: the warm-ups of the Connect view, which must never delay
 * it. The returned function (an effect's cleanup) cancels a load that has not started, so the next
 * showing of the view schedules it again.
 */
export const loadAtIdleOnce = <Args extends ReadonlyArray<unknown>>(
  load: (...args: Args) => Promise<unknown>
): ((...args: Args) => () => void) => {
  let scheduled = false
  return (...args) => {
    if (scheduled) return () => undefined
    scheduled = true
    let started = false
    const cancel = whenRead(() => {
      started = true
      load(...args).catch(() => {
        scheduled = false
      })
    })
    return () => {
      if (started) return
      scheduled = false
      cancel()
    }
  }
}
