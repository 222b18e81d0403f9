import { Effect, Effectable, PubSub, Readable, Ref, SynchronizedRef } from "effect"
import type { Queue, Scope } from "effect"
import type { StateRef } from "./StateRef.js"

/** The variance marker effect's refs carry under each of their type ids (invariant in `A`). */
const invariant = <A>() => ({ _A: (value: A): A => value })

/**
 * A ref that publishes each new value to a `PubSub`, a change and its publication ordered by one
 * lock, as effect's `SubscriptionRef` does; every `Ref` and `SynchronizedRef` function works on it
 * through `modify` and `modifyEffect`.
 */
class PublishingRef<A> extends Effectable.Class<A> implements StateRef<A> {
  readonly [Readable.TypeId]: Readable.TypeId = Readable.TypeId
  readonly [Ref.RefTypeId] = invariant<A>()
  readonly [SynchronizedRef.SynchronizedRefTypeId] = invariant<A>()
  readonly get: Effect.Effect<A>
  readonly subscribe: Effect.Effect<readonly [A, Queue.Dequeue<A>], never, Scope.Scope>

  constructor(
    private readonly ref: Ref.Ref<A>,
    private readonly pubsub: PubSub.PubSub<A>,
    private readonly lock: Effect.Semaphore
  ) {
    super()
    this.get = Ref.get(ref)
    this.subscribe = lock.withPermits(1)(Effect.zip(this.get, PubSub.subscribe(pubsub)))
  }

  commit(): Effect.Effect<A> {
    return this.get
  }

  modify<B>(f: (value: A) => readonly [B, A]): Effect.Effect<B> {
    return this.modifyEffect((value) => Effect.succeed(f(value)))
  }

  modifyEffect<B, E, R>(f: (value: A) => Effect.Effect<readonly [B, A], E, R>): Effect.Effect<B, E, R> {
    return Ref.get(this.ref).pipe(
      Effect.flatMap(f),
      Effect.flatMap(([result, next]) => Ref.set(this.ref, next).pipe(Effect.zipRight(PubSub.publish(this.pubsub, next)), Effect.as(result))),
      this.lock.withPermits(1)
    )
  }
}

/** A fresh `StateRef` holding `initial`. */
export const makeStateRef = <A>(initial: A): Effect.Effect<StateRef<A>> =>
  Effect.all([Ref.make(initial), PubSub.unbounded<A>(), Effect.makeSemaphore(1)]).pipe(
    Effect.map(([ref, pubsub, lock]) => new PublishingRef(ref, pubsub, lock))
  )
