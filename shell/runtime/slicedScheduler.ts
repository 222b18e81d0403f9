import { FiberRef } from "effect"
import type { Scheduler } from "effect"
import { ORDINARY_PRIORITY } from "../../core/scheduling/priority.js"

/** The time, and the way to run something in a later task. */
export interface SchedulerClock {
  readonly now: () => number
  readonly later: (run: () => void) => void
}

/** Later tasks are messages: unlike timers, they are not clamped to 4 ms when nested. */
const laterByMessage = (): SchedulerClock["later"] => {
  if (typeof MessageChannel !== "function") return (run) => setTimeout(run, 0)
  const channel = new MessageChannel()
  const waiting: Array<() => void> = []
  channel.port1.onmessage = () => waiting.shift()?.()
  // Outside a browser (Node), a waiting port would keep the process alive.
  ;(channel.port1 as { unref?: () => void }).unref?.()
  return (run) => {
    waiting.push(run)
    channel.port2.postMessage(null)
  }
}

/** Above ordinary work's priority (core's `urgent` and any higher): never held for a later task. */
const isUrgent = (priority: number): boolean => priority > ORDINARY_PRIORITY

/**
 * A batch of tasks: the first task added asks `arrange` for one run of the whole batch, and the
 * tasks added until that run join it. `hasWaiting` tells whether any task waits for a run.
 */
const taskBatch = (arrange: (runAll: () => void) => void) => {
  const tasks: Array<() => void> = []
  let pending = false
  const runAll = () => {
    pending = false
    for (const task of tasks.splice(0)) task()
  }
  return {
    add: (task: () => void) => {
      tasks.push(task)
      if (pending) return
      pending = true
      arrange(runAll)
    },
    hasWaiting: () => tasks.length > 0
  }
}

/** How often, in operations of a fiber, the clock is read. */
const CHECK_EVERY = 64

/**
 * An Effect scheduler that gives the main thread back: the instance's fibers run in slices of at
 * most `sliceMs` of wall time per task. Within a slice, resumed fibers run in microtasks, as with
 * Effect's default scheduler; past it, a running fiber yields and the rest runs in a later task
 * (a message), so input and frames get their turn and no task grows long. Work that resumes in a
 * new task (a click, an answer) starts a new slice at once. A fiber of a priority above 0 (a
 * request on its way out, core's `urgent`) is never held for a later task, and the other fibers
 * run only once no urgent one is waiting: a request leaves before the page's other work (a
 * render that a change of state set off included), and the server answers while the page draws.
 */
export const makeSlicedScheduler = (
  sliceMs: number,
  clock: SchedulerClock = { now: () => performance.now(), later: laterByMessage() }
): Scheduler.Scheduler => {
  const { now, later } = clock
  let sliceStart = 0
  /** Whether the task the current slice began in has ended (a later task has run since). */
  let newTask = true
  const startSlice = (time: number) => {
    sliceStart = time
    newTask = false
    later(() => {
      newTask = true
    })
  }
  /** Whether the current task may still run fibers, starting a slice if it is a new task. */
  const inSlice = (): boolean => {
    const time = now()
    if (newTask) startSlice(time)
    return time - sliceStart <= sliceMs
  }
  const urgent = taskBatch((runAll) => queueMicrotask(runAll))
  // Urgent fibers resume one microtask after another (a request passes a queue, then a sender):
  // the other fibers step aside until none is left, even those queued first.
  const afterUrgent = (runAll: () => void) => {
    const run = () => (urgent.hasWaiting() ? queueMicrotask(run) : runAll())
    return run
  }
  // Within the slice, a microtask once no urgent fiber waits; past it, a later task that starts a new slice.
  const waiting = taskBatch((runAll) => {
    if (inSlice()) queueMicrotask(afterUrgent(runAll))
    else
      later(() => {
        startSlice(now())
        runAll()
      })
  })
  return {
    shouldYield: (fiber) =>
      fiber.currentOpCount % CHECK_EVERY === 0 && !isUrgent(fiber.getFiberRef(FiberRef.currentSchedulingPriority)) && !inSlice() ? 0 : false,
    scheduleTask: (task, priority) => (isUrgent(priority) ? urgent.add(task) : waiting.add(task))
  }
}
