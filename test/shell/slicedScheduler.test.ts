/**
 * The sliced scheduler: a fiber that outlasts a slice continues in a later task, work inside a
 * slice stays in the current task, and every program still completes. The clock is a counter the
 * test moves and later tasks are timers the test counts, so no real time is measured.
 */
import { describe, expect, it } from "vitest"
import { Effect } from "effect"
import { makeSlicedScheduler } from "../../shell/runtime/slicedScheduler.js"

/** A program of `count` steps, none of which waits. */
const steps = (count: number) => Effect.forEach(Array.from({ length: count }, (_, i) => i), (i) => Effect.succeed(i * 2), { discard: true })

describe("makeSlicedScheduler", () => {
  it("moves a fiber that outlasts its slice to later tasks, and still runs it to the end", async () => {
    let clock = 0
    let laterTasks = 0
    // Each reading of the clock is one millisecond later: an 8 ms slice holds a few readings.
    const scheduler = makeSlicedScheduler(8, {
      now: () => clock++,
      later: (run) => {
        laterTasks += 1
        setTimeout(run, 0)
      }
    })
    await expect(Effect.runPromise(steps(20_000).pipe(Effect.as("done"), Effect.withScheduler(scheduler)))).resolves.toBe("done")
    expect(laterTasks).toBeGreaterThan(10)
  })

  it("keeps work that fits in a slice in the task that started it", async () => {
    let laterTasks = 0
    // The clock stands still: once a slice has started, it always has room left.
    const scheduler = makeSlicedScheduler(8, {
      now: () => 0,
      later: (run) => {
        laterTasks += 1
        setTimeout(run, 0)
      }
    })
    await expect(Effect.runPromise(steps(20_000).pipe(Effect.as("done"), Effect.withScheduler(scheduler)))).resolves.toBe("done")
    // One later task: the first hop onto the scheduler, whose slice had not started.
    expect(laterTasks).toBe(1)
  })
})
