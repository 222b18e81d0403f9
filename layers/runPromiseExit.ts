import type { Exit, Runtime } from "effect"
import { Effect, Runtime as Runtimes } from "effect"

/**
 * `Runtime.runPromiseExit` through `runFork`, which page start already carries (a Runtime function
 * used anywhere in the package joins the page's start): the effect runs on `runtime` and the
 * promise resolves with its exit; an interrupted run resolves with the interruption.
 */
export const runPromiseExit = <A, E, R>(runtime: Runtime.Runtime<R>, effect: Effect.Effect<A, E, R>): Promise<Exit.Exit<A, E>> =>
  new Promise((resolve) =>
    Runtimes.runFork(runtime)(Effect.exit(effect)).addObserver((outer) =>
      // `Effect.exit` never fails: a failed outer exit can only be an interruption, which has no value.
      resolve(outer._tag === "Success" ? outer.value : (outer as unknown as Exit.Exit<A, E>))
    )
  )
