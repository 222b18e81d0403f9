/**
 * The sliced scheduler: a fiber that outlasts a slice continues in a later task, work inside a
 * slice stays in the current task, a fiber of a raised priority is never held for a later task
 * and runs ahead of the others, and every program still completes. The clock is a counter the
 * test moves and later tasks are timers the test counts, so no real time is measured.
 */
import { describe, expect, it } from "vitest"
import { Effect } from "effect"
import { makeSlicedScheduler } from "../../shell/runtime/slicedScheduler.js"

/** A program of `count` steps, none of which waits. */
const steps = (count: number) => Effect.forEach(Array.from({ length: count }, (_, i) => i), (i) => Effect.succeed(i * 2), { discard: true })

/** A scheduler whose later tasks are timers, counted, and whose clock is `now`. */
const counted = (now: () => number) => {
  const later = { tasks: 0 }
  const scheduler = makeSlicedScheduler(8, {
    now,
    later: (run) => {
      later.tasks += 1
      setTimeout(run, 0)
    }
  })
  return { scheduler, later }
}

describe("makeSlicedScheduler", () => {
  it("moves a fiber that outlasts its slice to later tasks, and still runs it to the end", async () => {
    let clock = 0
    // Each reading of the clock is one millisecond later: an 8 ms slice holds a few readings.
    const { scheduler, later } = counted(() => clock++)
    await expect(Effect.runPromise(steps(20_000).pipe(Effect.as("done"), Effect.withScheduler(scheduler)))).resolves.toBe("done")
    // Each slice posts its end marker, and each yield the rest of the work.
    expect(later.tasks).toBeGreaterThan(20)
  })

  it("keeps work that fits in its slice in the task that started it", async () => {
    // The clock stands still: a slice always has room left.
    const { scheduler, later } = counted(() => 0)
    let done = false
    const run = Effect.runPromise(steps(20_000).pipe(Effect.withScheduler(scheduler))).then(() => (done = true))
    // Nothing but microtasks ran: the program ended before any timer fired.
    await Promise.resolve()
    await new Promise<void>((resolve) => queueMicrotask(resolve))
    // One later task: the marker of the slice's end, not the rest of the work.
    expect(later.tasks).toBe(1)
    await run
    expect(done).toBe(true)
  })

  it("runs a fiber of a raised priority in the current task even past its slice", async () => {
    let clock = 0
    // Each reading of the clock is 20 ms later: every check after the first finds the slice spent.
    const { scheduler, later } = counted(() => (clock += 20))
    const urgent = Effect.yieldNow().pipe(Effect.repeatN(100), Effect.zipRight(steps(20_000)), Effect.as("done"))
    await expect(Effect.runPromise(urgent.pipe(Effect.withSchedulingPriority(1), Effect.withScheduler(scheduler)))).resolves.toBe("done")
    // It neither yielded to a later task nor waited for one.
    expect(later.tasks).toBe(0)
  })

  it("runs a fiber of a raised priority ahead of the fibers waiting for a later task", async () => {
    let clock = 0
    const { scheduler } = counted(() => (clock += 20))
    const finished: Array<string> = []
    const fiber = (name: string, priority: number) =>
      Effect.yieldNow().pipe(
        Effect.repeatN(3),
        Effect.andThen(() => finished.push(name)),
        Effect.withSchedulingPriority(priority)
      )
    // Both start together; the normal one's every resumption waits for a later task.
    await Effect.runPromise(
      Effect.all([fiber("normal", 0), fiber("urgent", 1)], { concurrency: "unbounded", discard: true }).pipe(Effect.withScheduler(scheduler))
    )
    expect(finished).toEqual(["urgent", "normal"])
  })

  it("runs the other fibers of the slice only once no urgent fiber is waiting, even those that resumed first", async () => {
    // The clock stands still: every fiber runs in this slice, in microtasks.
    const { scheduler, later } = counted(() => 0)
    const steps: Array<string> = []
    const fiber = (name: string, priority: number) =>
      Effect.forEach([1, 2, 3], (step) => Effect.zipRight(Effect.yieldNow(), Effect.sync(() => steps.push(`${name} ${step}`))), { discard: true }).pipe(
        Effect.withSchedulingPriority(priority)
      )
    // The normal fiber starts first; the urgent one's resumptions, one microtask each, all come before its own.
    await Effect.runPromise(
      Effect.all([fiber("normal", 0), fiber("urgent", 1)], { concurrency: "unbounded", discard: true }).pipe(Effect.withScheduler(scheduler))
    )
    expect(steps).toEqual(["urgent 1", "urgent 2", "urgent 3", "normal 1", "normal 2", "normal 3"])
    expect(later.tasks).toBe(1)
  })
})
