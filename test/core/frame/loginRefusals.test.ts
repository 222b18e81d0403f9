/**
 * The secure site's own login limits reach the page as typed errors with their texts (CONNECT_EMAIL
 * and CONNECT_OTP `_ERROR` replies naming the limit), and a lock's countdown runs on the Clock:
 * the seconds left, rounded up, to 0 at the lock's literal end.
 */
import { describe, expect, it } from "@effect/vitest"
import { Effect, Fiber, Option, Schema, TestClock } from "effect"
import { WrongCodesLocked } from "../../../core/errors/EmbeddedWalletErrors.js"
import { messageOf } from "../../../core/errors/index.js"
import { connectEmail } from "../../../core/frame/connectEmail.js"
import { sendFrameRequest } from "../../../core/frame/sendFrameRequest.js"
import { withLoginRefusals } from "../../../core/frame/typedLoginRefusal.js"
import { countDownToRetry, secondsUntil } from "../../../core/retry/countDownToRetry.js"
import { SecureFrame } from "../../../core/services/SecureFrame.js"
import { SecureFrameScript } from "../../../layers/SecureFrameTest.js"
import type { AppEvent } from "../../../schemas/AppEvent.js"
import { Email } from "../../../schemas/Email.js"
import { FRAME_SRC, frameSaysReady, frameTestEnv, makeTimeoutLog } from "./frameTestEnv.js"

/** A ready frame whose `_ERROR` reply to every CONNECT_EMAIL and CONNECT_OTP is `payload`. */
const refusingFrame = (payload: Record<string, unknown>) =>
  Effect.gen(function* () {
    yield* Effect.flatMap(SecureFrame, (frame) => frame.create(FRAME_SRC))
    yield* frameSaysReady
    yield* TestClock.adjust("500 millis")
    const script = yield* SecureFrameScript
    yield* script.answerWith((event: AppEvent) =>
      event.type === "@w3m-app/CONNECT_EMAIL" || event.type === "@w3m-app/CONNECT_OTP"
        ? [{ type: `${event.type.replace("@w3m-app/", "@w3m-frame/")}_ERROR`, id: event.id, payload }]
        : []
    )
  })

const sendOtp = (otp: string) =>
  Effect.flatMap(makeTimeoutLog, (log) => withLoginRefusals(sendFrameRequest({ type: "@w3m-app/CONNECT_OTP", payload: { otp } }, log.onTimeout)))

describe("the secure site's refusals as typed errors", () => {
  it.effect("a lock after wrong codes is WrongCodesLocked, its end stamped on the Clock", () =>
    Effect.gen(function* () {
      yield* refusingFrame({ message: "Too many wrong codes. Please try again after 900 seconds", refusal: "wrong-codes-locked", retryAfterMs: 900_000 })
      const start = yield* TestClock.currentTimeMillis
      const error = yield* Effect.flip(sendOtp("123456"))
      expect(error).toMatchObject({ _tag: "WrongCodesLocked", remainingMs: 900_000, untilMs: start + 900_000 })
      expect(messageOf(error)).toBe("Too many wrong codes. Please try again after 900 seconds")
    }).pipe(Effect.provide(frameTestEnv)))

  it.effect("the site's own 30 s is EmailThrottled with the site's wait, whatever the page stored", () =>
    Effect.gen(function* () {
      yield* refusingFrame({ message: "Please try again after 1 seconds", refusal: "resend-throttled", retryAfterMs: 1 })
      const log = yield* makeTimeoutLog
      const error = yield* Effect.flip(connectEmail("a@b.co", log.onTimeout))
      expect(error).toMatchObject({ _tag: "EmailThrottled", remainingMs: 1 })
      expect(messageOf(error)).toBe("Please try again after 1 seconds")
    }).pipe(Effect.provide(frameTestEnv)))

  it.effect("an expired code is LoginCodeExpired", () =>
    Effect.gen(function* () {
      yield* refusingFrame({ message: "This code has expired. Ask for a new one", refusal: "code-expired" })
      const expired = yield* Effect.flip(sendOtp("123456"))
      expect(expired._tag).toBe("LoginCodeExpired")
      expect(messageOf(expired)).toBe("This code has expired. Ask for a new one")
    }).pipe(Effect.provide(frameTestEnv)))

  it.effect("a refused address is InvalidEmail ('Enter a valid email address')", () =>
    Effect.gen(function* () {
      yield* refusingFrame({ message: "Enter a valid email address", refusal: "invalid-email" })
      const log = yield* makeTimeoutLog
      const error = yield* Effect.flip(connectEmail("a@b.co", log.onTimeout))
      expect(error._tag).toBe("InvalidEmail")
      expect(messageOf(error)).toBe("Enter a valid email address")
    }).pipe(Effect.provide(frameTestEnv)))

  it.effect("'Invalid code' stays a FrameError with the site's message", () =>
    Effect.gen(function* () {
      yield* refusingFrame({ message: "Invalid code" })
      const error = yield* Effect.flip(sendOtp("000000"))
      expect(error._tag).toBe("FrameError")
      expect(messageOf(error)).toBe("Invalid code")
    }).pipe(Effect.provide(frameTestEnv)))
})

describe("a lock's countdown (the view's, on the instance's clock)", () => {
  it.effect("a 15 min lock reads 900 s at once, 1 at 899,999 ms, and is over at 900,000 ms", () =>
    Effect.gen(function* () {
      yield* refusingFrame({ message: "Too many wrong codes. Please try again after 900 seconds", refusal: "wrong-codes-locked", retryAfterMs: 900_000 })
      const start = yield* TestClock.currentTimeMillis
      const lock = yield* Effect.flip(sendOtp("123456"))
      if (lock._tag !== "WrongCodesLocked") throw new Error(`expected a lock, got ${lock._tag}`)
      expect(secondsUntil(lock.untilMs, start)).toBe(900)
      expect(secondsUntil(lock.untilMs, start + 1)).toBe(900)
      expect(secondsUntil(lock.untilMs, start + 1_000)).toBe(899)
      expect(secondsUntil(lock.untilMs, start + 899_999)).toBe(1)
      expect(secondsUntil(lock.untilMs, start + 900_000)).toBe(0)
    }).pipe(Effect.provide(frameTestEnv)))

  it.effect("counted down from the lock's end: 1 still at 899,999 ms, 0 at 900,000 ms, and then it ends", () =>
    Effect.gen(function* () {
      const start = yield* TestClock.currentTimeMillis
      const lock = new WrongCodesLocked({ remainingMs: 900_000, untilMs: start + 900_000 })
      yield* TestClock.setTime(start + 898_000)
      const shown: Array<number> = []
      const countdown = yield* Effect.fork(countDownToRetry(lock.untilMs, (left) => Effect.sync(() => shown.push(left))))
      yield* TestClock.adjust("0 millis")
      expect(shown).toEqual([2])
      yield* TestClock.adjust("1999 millis")
      expect(shown).toEqual([2, 1])
      expect(Option.isNone(yield* Fiber.poll(countdown))).toBe(true)
      yield* TestClock.adjust("1 millis")
      expect(shown).toEqual([2, 1, 0])
      yield* Fiber.join(countdown)
    }))
})

describe("the email rule's lengths (RFC 5321), checked before anything is sent", () => {
  const valid = Schema.is(Email)
  it("a 64-character local part is valid, 65 and 10,000 are not", () => {
    expect(valid(`${"a".repeat(64)}@example.com`)).toBe(true)
    expect(valid(`${"a".repeat(65)}@example.com`)).toBe(false)
    expect(valid(`${"a".repeat(10_000)}@example.com`)).toBe(false)
  })
  it("a 254-character address is valid, 255 is not", () => {
    const address = (length: number) => `a@${"d".repeat(length - 6)}.com`
    expect(address(254)).toHaveLength(254)
    expect(valid(address(254))).toBe(true)
    expect(valid(address(255))).toBe(false)
  })
})
