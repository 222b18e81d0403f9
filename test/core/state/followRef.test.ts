import { describe, expect, it } from "@effect/vitest"
import { Effect, Fiber, Option, Ref, Stream } from "effect"
import { awaitRefValue, followRef } from "../../../core/state/followRef.js"
import { makeStateRef } from "../../../core/state/makeStateRef.js"
import type { StateRef } from "../../../core/state/StateRef.js"
import { changesOf } from "../../../core/state/changesOf.js"

/** Follows `ref` into an array in a forked fiber; `seen` reads what it got so far. */
const following = <A>(ref: StateRef<A>) =>
  Effect.gen(function* () {
    const seen: Array<A> = []
    const fiber = yield* Effect.fork(followRef(ref, (value) => Effect.sync(() => void seen.push(value))))
    yield* Effect.yieldNow()
    return { seen, fiber }
  })

describe("followRef", () => {
  it.effect("hands over the current value, then each later value in order", () =>
    Effect.gen(function* () {
      const ref = yield* makeStateRef(0)
      const { seen, fiber } = yield* following(ref)
      expect(seen).toEqual([0])
      yield* Ref.set(ref, 1)
      yield* Effect.yieldNow()
      expect(seen).toEqual([0, 1])
      yield* Fiber.interrupt(fiber)
    })
  )

  it.effect("loses none of several writes made before it runs again, and keeps their order", () =>
    Effect.gen(function* () {
      const ref = yield* makeStateRef("a")
      const { seen, fiber } = yield* following(ref)
      yield* Ref.set(ref, "b")
      yield* Ref.update(ref, (value) => `${value}c`)
      yield* Ref.set(ref, "b")
      yield* Effect.yieldNow()
      expect(seen).toEqual(["a", "b", "bc", "b"])
      yield* Fiber.interrupt(fiber)
    })
  )

  it.effect("sees what `changesOf` sees, write for write", () =>
    Effect.gen(function* () {
      const ref = yield* makeStateRef(0)
      const fromStream: Array<number> = []
      const streamFiber = yield* Effect.fork(Stream.runForEach(changesOf(ref), (value) => Effect.sync(() => void fromStream.push(value))))
      yield* Effect.yieldNow()
      const { seen, fiber } = yield* following(ref)
      for (const value of [1, 2, 3]) yield* Ref.set(ref, value)
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
      const ref = yield* makeStateRef(0)
      const { seen, fiber } = yield* following(ref)
      yield* Fiber.interrupt(fiber)
      yield* Ref.set(ref, 1)
      yield* Effect.yieldNow()
      expect(seen).toEqual([0])
    })
  )
})

describe("awaitRefValue", () => {
  const even = (value: number) => (value % 2 === 0 ? Option.some(`even ${value}`) : Option.none())

  it.effect("gives what the current value holds without waiting", () =>
    Effect.gen(function* () {
      const ref = yield* makeStateRef(4)
      expect(yield* awaitRefValue(ref, even)).toBe("even 4")
    })
  )

  it.effect("waits for the first change that holds it, skipping those that do not", () =>
    Effect.gen(function* () {
      const ref = yield* makeStateRef(1)
      const fiber = yield* Effect.fork(awaitRefValue(ref, even))
      yield* Effect.yieldNow()
      yield* Ref.set(ref, 3)
      yield* Effect.yieldNow()
      expect(fiber.unsafePoll()).toBeNull()
      yield* Ref.set(ref, 6)
      yield* Ref.set(ref, 8)
      expect(yield* Fiber.join(fiber)).toBe("even 6")
    })
  )
})
