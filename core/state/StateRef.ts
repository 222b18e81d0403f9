import type { Effect, Queue, Scope, SynchronizedRef } from "effect"

/**
 * A piece of the modal's state: a `SynchronizedRef` (read and change it with effect's `Ref` and
 * `SynchronizedRef` functions) whose changes can be followed. Effect's `SubscriptionRef` offers the
 * same as a `changes` stream, but its class brings effect's whole stream machinery (about 8 KB
 * gzipped) into every page that makes one; following needs only a queue (`followRef`), and the
 * few programs that want a stream build it with `changesOf`, which loads that code with them.
 */
export interface StateRef<A> extends SynchronizedRef.SynchronizedRef<A> {
  /**
   * The value now and a queue that receives every later value, taken together under the ref's
   * lock so that no change falls between them. The queue is closed with the scope.
   */
  readonly subscribe: Effect.Effect<readonly [A, Queue.Dequeue<A>], never, Scope.Scope>
}
