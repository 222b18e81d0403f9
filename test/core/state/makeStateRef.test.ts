import { describe, expect, it } from "@effect/vitest"
import { Deferred, Effect, Fiber, Queue, Ref, Stream, SynchronizedRef } from "effect"
import type { Scope } from "effect"
import { changesOf } from "../../../core/state/changesOf.js"
import { makeStateRef } from "../../../core/state/makeStateRef.js"
import type { StateRef } from "../../../core/state/StateRef.js"

/**
 * Runs `changesOf(ref)` into a queue in a scoped fiber and returns once the stream has given its
 * first value, which it does only after subscribing: later writes reach it.
 */
const collectChanges = <A>(ref: StateRef<A>): Effect.Effect<{ readonly first: A; readonly next: Effect.Effect<A> }, never, Scope.Scope> =>
  Effect.gen(function* () {
    const seen = yield* Queue.unbounded<A>()
    yield* Effect.forkScoped(Stream.runForEach(changesOf(ref), (value) => Queue.offer(seen, value)))
    return { first: yield* Queue.take(seen), next: Queue.take(seen) }
  })

describe("makeStateRef", () => {
  it.effect("reads as its value, and every Ref and SynchronizedRef function works on it", () =>
    Effect.gen(function* () {
      const ref = yield* makeStateRef(1)
      expect(yield* ref).toBe(1)
      yield* Ref.set(ref, 2)
      expect(yield* Ref.updateAndGet(ref, (value) => value * 10)).toBe(20)
      expect(yield* Ref.getAndSet(ref, 3)).toBe(20)
      expect(yield* Ref.modify(ref, (value) => [`was ${value}`, value + 1] as const)).toBe("was 3")
      expect(yield* SynchronizedRef.updateAndGetEffect(ref, (value) => Effect.succeed(value + 100))).toBe(104)
      expect(yield* Ref.get(ref)).toBe(104)
    })
  )

  it.scoped("a failed effectful update leaves the value and publishes nothing", () =>
    Effect.gen(function* () {
      const ref = yield* makeStateRef("kept")
      const changes = yield* collectChanges(ref)
      const failed = yield* Effect.either(SynchronizedRef.updateEffect(ref, () => Effect.fail("no")))
      expect(failed._tag).toBe("Left")
      yield* Ref.set(ref, "next")
      expect([changes.first, yield* changes.next]).toEqual(["kept", "next"])
    })
  )

  it.scoped("changesOf gives the value when the stream starts, then every later value in order", () =>
    Effect.gen(function* () {
      const ref = yield* makeStateRef(0)
      yield* Ref.set(ref, 1)
      const changes = yield* collectChanges(ref)
      yield* Ref.set(ref, 2)
      yield* Ref.set(ref, 2)
      yield* Ref.update(ref, (value) => value + 1)
      expect([changes.first, yield* changes.next, yield* changes.next, yield* changes.next]).toEqual([1, 2, 2, 3])
    })
  )

  it.effect("a subscription waits for an update in progress and starts from its result", () =>
    Effect.gen(function* () {
      const ref = yield* makeStateRef("before")
      const inUpdate = yield* Deferred.make<void>()
      const release = yield* Deferred.make<void>()
      // An update holds the lock while it computes the next value.
      const writer = yield* Effect.fork(
        SynchronizedRef.updateEffect(ref, () => Effect.zipRight(Deferred.succeed(inUpdate, undefined), Effect.as(Deferred.await(release), "after")))
      )
      yield* Deferred.await(inUpdate)
      const subscriber = yield* Effect.fork(Effect.scoped(Effect.flatMap(ref.subscribe, ([current, later]) => Effect.map(later.size, (queued) => [current, queued]))))
      yield* Effect.yieldNow()
      expect(subscriber.unsafePoll()).toBeNull()
      yield* Deferred.succeed(release, undefined)
      yield* Fiber.join(writer)
      // Neither the old value nor the update twice (as its current value and as a queued change).
      expect(yield* Fiber.join(subscriber)).toEqual(["after", 0])
    })
  )

  it.effect("each ref made holds its own value", () =>
    Effect.gen(function* () {
      const one = yield* makeStateRef(0)
      const two = yield* makeStateRef(0)
      yield* Ref.set(one, 1)
      expect([yield* one, yield* two]).toEqual([1, 0])
    })
  )
})
