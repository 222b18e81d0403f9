import { INSTANCE_START_TIMEOUT_MS } from "../../core/plain/constants.js"
import { InstanceStartTimeoutError } from "./InstanceStartTimeoutError.js"

/** Runs `run` once `ms` have passed, unless the returned cancel runs first. */
export type After = (ms: number, run: () => void) => () => void

export const afterTimeout: After = (ms, run) => {
  const timer = setTimeout(run, ms)
  return () => clearTimeout(timer)
}

/**
 * A start that settles within `INSTANCE_START_TIMEOUT_MS` of its call: as `starting` does, or
 * else with `InstanceStartTimeoutError`, so that nobody (an `open()`, a button) waits for it
 * forever. An instance that starts after its bound has nobody left to hold it: it is stopped.
 */
export const boundStart = <A extends { readonly dispose: () => Promise<void> }>(starting: Promise<A>, after: After = afterTimeout): Promise<A> =>
  new Promise<A>((resolve, reject) => {
    let late = false
    const cancel = after(INSTANCE_START_TIMEOUT_MS, () => {
      late = true
      reject(new InstanceStartTimeoutError(INSTANCE_START_TIMEOUT_MS))
    })
    starting.then(
      (started) => {
        cancel()
        // Nobody waits for this stop: a failure of it has no one to reach.
        if (late) started.dispose().catch(() => undefined)
        else resolve(started)
      },
      (error: unknown) => {
        cancel()
        reject(error)
      }
    )
  })
