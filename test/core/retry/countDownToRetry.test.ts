import { describe, expect, it } from "@effect/vitest"
import { Effect, Fiber, Option, TestClock } from "effect"
import { countDownToRetry, secondsUntil } from "../../../core/retry/countDownToRetry.js"
import { latestRetryAt, retryAtOfError } from "../../../core/retry/retryAtOfError.js"
import { HttpRequestError, HttpStatusError } from "../../../core/errors/HttpErrors.js"
import { TokenBalanceRetryBlocked } from "../../../core/errors/AccountErrors.js"

describe("countDownToRetry", () => {
  it.effect("shows the seconds left rounded up, changes at each whole second, and 0 at retryAt itself (not 1 ms before)", () =>
    Effect.gen(function* () {
      const shown: Array<number> = []
      const countdown = yield* Effect.fork(countDownToRetry(2_500, (left) => Effect.sync(() => shown.push(left))))
      yield* TestClock.adjust(0)
      expect(shown).toEqual([3])
      yield* TestClock.adjust(499)
      expect(shown).toEqual([3])
      yield* TestClock.adjust(1)
      expect(shown).toEqual([3, 2])
      yield* TestClock.adjust(1_999)
      expect(shown).toEqual([3, 2, 1])
      expect(Option.isNone(yield* Fiber.poll(countdown))).toBe(true)
      yield* TestClock.adjust(1)
      expect(shown).toEqual([3, 2, 1, 0])
      yield* Fiber.join(countdown)
    }))

  it.effect("a time already reached shows 0 at once and ends", () =>
    Effect.gen(function* () {
      yield* TestClock.setTime(10_000)
      const shown: Array<number> = []
      yield* countDownToRetry(10_000, (left) => Effect.sync(() => shown.push(left)))
      yield* countDownToRetry(4_000, (left) => Effect.sync(() => shown.push(left)))
      expect(shown).toEqual([0, 0])
    }))

  it("secondsUntil rounds a part of a second up", () => {
    expect(secondsUntil(30_000, 0)).toBe(30)
    expect(secondsUntil(30_000, 1)).toBe(30)
    expect(secondsUntil(30_000, 29_000)).toBe(1)
    expect(secondsUntil(30_000, 29_999)).toBe(1)
    expect(secondsUntil(30_000, 30_000)).toBe(0)
    expect(secondsUntil(30_000, 31_000)).toBe(0)
  })
})

describe("retryAtOfError", () => {
  it("reads a Retry-After's time and a balance wait; other failures allow at once", () => {
    expect(retryAtOfError(new HttpStatusError({ status: 429, url: "u", retryAt: 5_000 }))).toBe(5_000)
    expect(retryAtOfError(new TokenBalanceRetryBlocked({ remainingMs: 1, retryAt: 7_000 }))).toBe(7_000)
    expect(retryAtOfError(new HttpStatusError({ status: 503, url: "u" }))).toBeUndefined()
    expect(retryAtOfError(new HttpRequestError({ url: "u" }))).toBeUndefined()
    expect(retryAtOfError(undefined)).toBeUndefined()
    expect(latestRetryAt([undefined, new HttpStatusError({ status: 429, url: "u", retryAt: 9_000 }), new HttpStatusError({ status: 429, url: "u", retryAt: 4_000 })])).toBe(9_000)
    expect(latestRetryAt([new HttpRequestError({ url: "u" })])).toBeUndefined()
  })
})
