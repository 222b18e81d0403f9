import { Effect } from "effect"

/**
 * Forks `effect` to start once the calling fiber yields. The shell draws a state change when the
 * fiber that made it yields, so what the page keeps after a restored connection (its stored
 * copy) is written after the views the caller shows next, not before them.
 */
export const forkOnceDrawn = <A, E, R>(effect: Effect.Effect<A, E, R>) => Effect.fork(Effect.zipRight(Effect.yieldNow(), effect))
