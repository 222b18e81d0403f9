import type { Scheduler } from "effect"

/** The time, and the way to run something in a later task. */
export interface SchedulerClock {
  readonly now: () => number
  readonly later: (run: () => void) => void
}

/** A later task is a message: unlike a timer, it is not clamped to 4 ms when nested. */
const laterByMessage = (): SchedulerClock["later"] => {
  if (typeof MessageChannel !== "function") return (run) => setTimeout(run, 0)
  const channel = new MessageChannel()
  let waiting: () => void = () => undefined
  channel.port1.onmessage = () => waiting()
  // Outside a browser (Node), a waiting port would keep the process alive.
  ;(channel.port1 as { unref?: () => void }).unref?.()
  return (run) => {
    waiting = run
    channel.port2.postMessage(null)
  }
}


/** How often, in operations of a fiber, the clock is read. */
const CHECK_EVERY = 64

/**
 * An Effect scheduler that gives the main thread back: fibers run in slices of at most `sliceMs`
 * of wall time. Within a slice, resumed fibers run in microtasks, as with Effect's default
 * scheduler; past it, a running fiber yields and the rest runs in a later task (a message), so
 * input and frames get their turn between slices and no task grows long.
 */
export const makeSlicedScheduler = (
  sliceMs: number,
  clock: SchedulerClock = { now: () => performance.now(), later: laterByMessage() }
): Scheduler.Scheduler => {
  const { now, later } = clock
  const queue: Array<() => void> = []
  let sliceStart = Number.NEGATIVE_INFINITY
  let pending = false
  const drain = () => {
    pending = false
    for (const task of queue.splice(0)) task()
  }
  const overBudget = () => now() - sliceStart > sliceMs
  return {
    shouldYield: (fiber) => (fiber.currentOpCount % CHECK_EVERY === 0 && overBudget() ? 0 : false),
    scheduleTask: (task) => {
      queue.push(task)
      if (pending) return
      pending = true
      if (!overBudget()) queueMicrotask(drain)
      else
        later(() => {
          sliceStart = now()
          drain()
        })
    }
  }
}
