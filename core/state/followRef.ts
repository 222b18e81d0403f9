import { Effect, Option, Queue } from "effect"
import type { StateRef } from "./StateRef.js"

/**
 * Hands `deliver` the ref's current value, then every later value in order, for as long as it
 * runs: what `Stream.runForEach(changesOf(ref), deliver)` does, without the stream. The shell
 * follows each state ref this way while a component shows it, and programs follow the state they
 * react to; a connection changes those refs a dozen times, so the per-change cost counts (the
 * visitor timings of SPEC §4): a change costs one queue take instead of a pass through the
 * stream's channel machinery.
 */
export const followRef = <A, E, R>(ref: StateRef<A>, deliver: (value: A) => Effect.Effect<void, E, R>): Effect.Effect<void, E, R> =>
  Effect.scoped(
    Effect.gen(function* () {
      const [current, changes] = yield* ref.subscribe
      yield* deliver(current)
      // All the changes waiting at once are handed over in one turn of this fiber.
      for (;;) for (const value of yield* Queue.takeBetween(changes, 1, Infinity)) yield* deliver(value)
    })
  )

/**
 * The first value `pick` finds in the ref, now or in a later change: what
 * `changesOf(ref).pipe(Stream.filterMap(pick), Stream.runHead)` gives, without the stream.
 * The follower's own failure channel carries the found value out, which ends it.
 */
export const awaitRefValue = <A, B>(ref: StateRef<A>, pick: (value: A) => Option.Option<B>): Effect.Effect<B> =>
  followRef(ref, (value) => Option.match(pick(value), { onNone: () => Effect.void, onSome: Effect.fail })).pipe(
    // followRef returns only through its deliver's failure.
    Effect.zipRight(Effect.never),
    Effect.flip
  )
