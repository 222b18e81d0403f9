import { Effect, Option, PubSub, Queue, Stream, SubscriptionRef } from "effect"

/** The parts of effect's `SubscriptionRef` that its `changes` stream is built on. */
interface RefParts<A> {
  readonly pubsub: PubSub.PubSub<A>
  readonly semaphore: Effect.Semaphore
}

/**
 * Hands `deliver` the ref's current value, then every later value in order, for as long as it
 * runs: what `Stream.runForEach(ref.changes, deliver)` does, without the stream. The shell
 * follows each state ref this way while a component shows it, and programs follow the state they
 * react to; a connection changes those refs a dozen times, so the per-change cost counts (the
 * visitor timings of SPEC §4): taken straight
 * from the ref's own PubSub, a change costs one queue take instead of a pass through the
 * stream's channel machinery. Subscribing and reading the current value happen under the ref's
 * own lock, as in `changes`, so no write falls between them. A ref not built as effect's
 * `SubscriptionRef` builds it is followed through `changes`.
 */
export const followRef = <A, E, R>(
  ref: SubscriptionRef.SubscriptionRef<A>,
  deliver: (value: A) => Effect.Effect<void, E, R>
): Effect.Effect<void, E, R> => {
  const { pubsub, semaphore } = ref as unknown as Partial<RefParts<A>>
  if (pubsub === undefined || semaphore === undefined) return Stream.runForEach(ref.changes, deliver)
  return Effect.scoped(
    Effect.gen(function* () {
      const [current, changes] = yield* semaphore.withPermits(1)(Effect.zip(SubscriptionRef.get(ref), PubSub.subscribe(pubsub)))
      yield* deliver(current)
      // All the changes waiting at once are handed over in one turn of this fiber.
      for (;;) for (const value of yield* Queue.takeBetween(changes, 1, Infinity)) yield* deliver(value)
    })
  )
}

/**
 * The first value `pick` finds in the ref, now or in a later change: what
 * `ref.changes.pipe(Stream.filterMap(pick), Stream.runHead)` gives, without the stream.
 * The follower's own failure channel carries the found value out, which ends it.
 */
export const awaitRefValue = <A, B>(ref: SubscriptionRef.SubscriptionRef<A>, pick: (value: A) => Option.Option<B>): Effect.Effect<B> =>
  followRef(ref, (value) => Option.match(pick(value), { onNone: () => Effect.void, onSome: Effect.fail })).pipe(
    // followRef returns only through its deliver's failure.
    Effect.zipRight(Effect.never),
    Effect.flip
  )
