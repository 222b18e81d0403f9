import { Cause, Effect, Exit, Fiber, Layer, ManagedRuntime, Option, Runtime, Scope } from "effect"
import type { Scheduler } from "effect"
import { InstanceDestroyedError } from "./InstanceDestroyedError.js"
import { withCatalogueText } from "./withCatalogueText.js"

export { InstanceDestroyedError } from "./InstanceDestroyedError.js"

/**
 * The runtime of one modal instance over the instance's layer, which also keeps the fibers the
 * shell forked on it (watchers of state, programs started by clicks), so `dispose` stops them
 * before the layers' finalizers run.
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

/** What an instance runtime runs programs with: a built Effect runtime and the way to release it. */
interface Engine<R> {
  readonly runFork: <A, E>(effect: Effect.Effect<A, E, R>) => Fiber.RuntimeFiber<A, unknown>
  readonly runSyncExit: <A, E>(effect: Effect.Effect<A, E, R>) => Exit.Exit<A, unknown>
  readonly runSync: <A, E>(effect: Effect.Effect<A, E, R>) => A
  readonly dispose: () => Promise<void>
}

/**
 * An instance runtime whose layer is built on first use, synchronously (a `ManagedRuntime`): for
 * code that needs the services at once, such as tests.
 */
export const makeInstanceRuntime = <R, ER>(layer: Layer.Layer<R, ER>): InstanceRuntime<R> => {
  const managed = ManagedRuntime.make(layer)
  return instanceRuntime<R>({
    runFork: managed.runFork,
    runSyncExit: managed.runSyncExit,
    runSync: managed.runSync,
    dispose: managed.dispose
  })
}

/**
 * Builds `layer` without holding the main thread, on `scheduler`, which then runs every program of
 * the instance (a sliced scheduler, see `makeSlicedScheduler`), and resolves with its runtime.
 */
export const buildInstanceRuntime = async <R, ER>(layer: Layer.Layer<R, ER>, scheduler: Scheduler.Scheduler): Promise<InstanceRuntime<R>> => {
  const scope = Effect.runSync(Scope.make())
  // The runtime keeps the fiber refs of the fiber that built it: its programs run on `scheduler` too.
  const built = await Effect.runPromise(Layer.toRuntime(layer).pipe(Scope.extend(scope), Effect.withScheduler(scheduler))).catch(async (error: unknown) => {
    await Effect.runPromise(Scope.close(scope, Exit.void))
    throw error
  })
  return instanceRuntime<R>({
    runFork: Runtime.runFork(built),
    runSyncExit: Runtime.runSyncExit(built),
    runSync: Runtime.runSync(built),
    dispose: () => Effect.runPromise(Scope.close(scope, Exit.void))
  })
}

const instanceRuntime = <R>(engine: Engine<R>): InstanceRuntime<R> => {
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
    disposed ? Effect.runFork(Effect.interrupt) : track(engine.runFork(effect))

  const runNow = (effect: Effect.Effect<unknown, never, R>): void => {
    if (disposed) throw new InstanceDestroyedError()
    const exit = engine.runSyncExit(effect)
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
            else if (Exit.isInterrupted(exit) && disposed) reject(new InstanceDestroyedError())
            else void withCatalogueText(Cause.squash(exit.cause)).then(reject)
          })
        })

  const runSync = <A, E>(effect: Effect.Effect<A, E, R>): A => {
    if (disposed) throw new InstanceDestroyedError()
    return engine.runSync(effect)
  }

  const dispose = async (): Promise<void> => {
    if (disposed) return
    disposed = true
    const fibers = [...running]
    running.clear()
    await Effect.runPromise(Fiber.interruptAll(fibers))
    await engine.dispose()
  }

  return { runFork, runPromise, runSync, runNow, dispose, isDisposed: () => disposed }
}
