import { Context, Effect } from "effect"

/**
 * One step of building several services in sequence inside one layer: runs `make` with the
 * services built so far and adds what it builds under `tag`. A layer per service costs a memoized
 * build each (a deferred, a scope, a diff of the fiber's refs, a fiber per `Layer.merge`); a
 * sequence of these steps in one layer costs one such build.
 */
export const addService =
  <I, S, R>(tag: Context.Tag<I, S>, make: Effect.Effect<S, never, R>) =>
  <Known>(known: Context.Context<Known>): Effect.Effect<Context.Context<Known | I>, never, Exclude<R, Known>> =>
    Effect.map(Effect.provide(make, known), (service) => Context.add(known, tag, service))
