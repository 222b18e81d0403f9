import { Cause, Effect, Exit, Fiber, ManagedRuntime, Option, Runtime } from "effect"
import type { Layer } from "effect"
import { InstanceDestroyedError } from "./InstanceDestroyedError.js"

export { InstanceDestroyedError } from "./InstanceDestroyedError.js"

/**
 * The runtime of one modal instance: a `ManagedRuntime` over the instance's layer that also keeps
 * the fibers the shell forked on it (watchers of state, programs started by clicks), so `dispose`
 * stops them before the layers' finalizers run.
 */
export interface InstanceRuntime<R> {
  readonly runFork: <A, E>(effect: Effect.Effect<A, E, R>) => Fiber.RuntimeFiber<A, unknown>
  readonly runPromise: <A, E>(effect: Effect.Effect<A, E, R>) => Promise<A>
  readonly runSync: <A, E>(effect: Effect.Effect<A, E, R>) => A
  /**
   * Runs a program that cannot fail to its end before returning when it never waits (a state
   * update), so a host reading state right after sees the change; if it does wait, it goes on in
   * the background like `runFork`.
   */
  readonly runNow: (effect: Effect.Effect<unknown, never, R>) => void
  readonly dispose: () => Promise<void>
  readonly isDisposed: () => boolean
}

export const makeInstanceRuntime = <R, ER>(layer: Layer.Layer<R, ER>): InstanceRuntime<R> => {
  const managed = ManagedRuntime.make(layer)
  const running = new Set<Fiber.RuntimeFiber<unknown, unknown>>()
  let disposed = false

  /** Keeps a fiber until it ends, so `dispose` can interrupt it. */
  const track = <A>(fiber: Fiber.RuntimeFiber<A, unknown>): Fiber.RuntimeFiber<A, unknown> => {
    if (fiber.unsafePoll() === null) {
      running.add(fiber)
      fiber.addObserver(() => running.delete(fiber))
    }
    return fiber
  }

  const runFork = <A, E>(effect: Effect.Effect<A, E, R>): Fiber.RuntimeFiber<A, unknown> =>
    disposed ? Effect.runFork(Effect.interrupt) : track(managed.runFork(effect))

  const runNow = (effect: Effect.Effect<unknown, never, R>): void => {
    if (disposed) throw new InstanceDestroyedError()
    const exit = managed.runSyncExit(effect)
    if (Exit.isSuccess(exit)) return
    // A program that had to wait keeps running; its fiber travels in the exception.
    const defect = Cause.dieOption(exit.cause)
    if (Option.isSome(defect) && Runtime.isAsyncFiberException(defect.value)) track(defect.value.fiber)
    else throw Cause.squash(exit.cause)
  }

  const runPromise = <A, E>(effect: Effect.Effect<A, E, R>): Promise<A> =>
    disposed
      ? Promise.reject(new InstanceDestroyedError())
      : new Promise<A>((resolve, reject) => {
          runFork(effect).addObserver((exit) => {
            if (Exit.isSuccess(exit)) resolve(exit.value)
            else reject(Exit.isInterrupted(exit) && disposed ? new InstanceDestroyedError() : Cause.squash(exit.cause))
          })
        })

  const runSync = <A, E>(effect: Effect.Effect<A, E, R>): A => {
    if (disposed) throw new InstanceDestroyedError()
    return managed.runSync(effect)
  }

  const dispose = async (): Promise<void> => {
    if (disposed) return
    disposed = true
    const fibers = [...running]
    running.clear()
    await Effect.runPromise(Fiber.interruptAll(fibers))
    await managed.dispose()
  }

  return { runFork, runPromise, runSync, runNow, dispose, isDisposed: () => disposed }
}
