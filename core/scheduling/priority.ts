import { Effect } from "effect"

/**
 * The scheduling priority of work a visitor is waiting on this moment, such as a request on its
 * way out: above effect's default of 0. A scheduler that shares the main thread with the page (the
 * shell's sliced scheduler) runs such fibers ahead of the others and never holds them for a later
 * task.
 */
export const URGENT_PRIORITY = 1

/**
 * Runs `effect` as urgent work; a fiber it forks inherits the priority, and a fiber forked by
 * `Effect.fork(...).pipe(urgent)` starts as urgent work.
 */
export const urgent = <A, E, R>(effect: Effect.Effect<A, E, R>): Effect.Effect<A, E, R> => Effect.withSchedulingPriority(effect, URGENT_PRIORITY)

/** Effect's default scheduling priority: the page's ordinary work. */
export const ORDINARY_PRIORITY = 0

/**
 * Runs `effect` as ordinary work, inside urgent work too: `ordinary(Effect.fork(...))` forks a
 * fiber that waits its turn with the rest.
 */
export const ordinary = <A, E, R>(effect: Effect.Effect<A, E, R>): Effect.Effect<A, E, R> => Effect.withSchedulingPriority(effect, ORDINARY_PRIORITY)
