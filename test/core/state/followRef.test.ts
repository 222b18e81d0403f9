import { describe, expect, it } from "@effect/vitest"
import { Effect, Fiber, Option, Stream, SubscriptionRef } from "effect"
import { awaitRefValue, followRef } from "../../../core/state/followRef.js"

/** Follows `ref` into an array in a forked fiber; `seen` reads what it got so far. */
const following = <A>(ref: SubscriptionRef.SubscriptionRef<A>) =>
  Effect.gen(function* () {
    const seen: Array<A> = []
    const fiber = yield* Effect.fork(followRef(ref, (value) => Effect.sync(() => void seen.push(value))))
    yield* Effect.yieldNow()
    return { seen, fiber }
  })

/** Gives other fibers turns until `done` holds (a stream takes a few turns to start). */
const settled = (done: () => boolean) =>
  Effect.gen(function* () {
    for (let turn = 0; turn < 100 && !done(); turn++) yield* Effect.yieldNow()
  })

describe("followRef", () => {
  it.effect("hands over the current value, then each later value in order", () =>
    Effect.gen(function* () {
      const ref = yield* SubscriptionRef.make(0)
      const { seen, fiber } = yield* following(ref)
      expect(seen).toEqual([0])
      yield* SubscriptionRef.set(ref, 1)
      yield* Effect.yieldNow()
      expect(seen).toEqual([0, 1])
      yield* Fiber.interrupt(fiber)
    })
  )

  it.effect("loses none of several writes made before it runs again, and keeps their order", () =>
    Effect.gen(function* () {
      const ref = yield* SubscriptionRef.make("a")
      const { seen, fiber } = yield* following(ref)
      yield* SubscriptionRef.set(ref, "b")
      yield* SubscriptionRef.update(ref, (value) => `${value}c`)
      yield* SubscriptionRef.set(ref, "b")
      yield* Effect.yieldNow()
      expect(seen).toEqual(["a", "b", "bc", "b"])
      yield* Fiber.interrupt(fiber)
    })
  )

  it.effect("sees what `changes` sees, write for write", () =>
    Effect.gen(function* () {
      const ref = yield* SubscriptionRef.make(0)
      const fromStream: Array<number> = []
      const streamFiber = yield* Effect.fork(Stream.runForEach(ref.changes, (value) => Effect.sync(() => void fromStream.push(value))))
      yield* Effect.yieldNow()
      const { seen, fiber } = yield* following(ref)
      for (const value of [1, 2, 3]) yield* SubscriptionRef.set(ref, value)
      yield* Effect.yieldNow()
      yield* Effect.yieldNow()
      expect(seen).toEqual([0, 1, 2, 3])
      expect(fromStream).toEqual(seen)
      yield* Fiber.interrupt(fiber)
      yield* Fiber.interrupt(streamFiber)
    })
  )

  it.effect("stops taking changes once interrupted", () =>
    Effect.gen(function* () {
      const ref = yield* SubscriptionRef.make(0)
      const { seen, fiber } = yield* following(ref)
      yield* Fiber.interrupt(fiber)
      yield* SubscriptionRef.set(ref, 1)
      yield* Effect.yieldNow()
      expect(seen).toEqual([0])
    })
  )

  it.effect("follows a ref that only offers `changes` through that stream", () =>
    Effect.gen(function* () {
      const real = yield* SubscriptionRef.make(0)
      const onlyChanges = { changes: real.changes } as unknown as SubscriptionRef.SubscriptionRef<number>
      const { seen, fiber } = yield* following(onlyChanges)
      yield* settled(() => seen.length === 1)
      expect(seen).toEqual([0])
      yield* SubscriptionRef.set(real, 5)
      yield* settled(() => seen.length === 2)
      expect(seen).toEqual([0, 5])
      yield* Fiber.interrupt(fiber)
    })
  )
})

describe("awaitRefValue", () => {
  const even = (value: number) => (value % 2 === 0 ? Option.some(`even ${value}`) : Option.none())

  it.effect("gives what the current value holds without waiting", () =>
    Effect.gen(function* () {
      const ref = yield* SubscriptionRef.make(4)
      expect(yield* awaitRefValue(ref, even)).toBe("even 4")
    })
  )

  it.effect("waits for the first change that holds it, skipping those that do not", () =>
    Effect.gen(function* () {
      const ref = yield* SubscriptionRef.make(1)
      const fiber = yield* Effect.fork(awaitRefValue(ref, even))
      yield* Effect.yieldNow()
      yield* SubscriptionRef.set(ref, 3)
      yield* Effect.yieldNow()
      expect(fiber.unsafePoll()).toBeNull()
      yield* SubscriptionRef.set(ref, 6)
      yield* SubscriptionRef.set(ref, 8)
      expect(yield* Fiber.join(fiber)).toBe("even 6")
    })
  )
})
