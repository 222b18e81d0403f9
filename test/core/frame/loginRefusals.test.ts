/**
 * The secure site's own login limits reach the page as typed errors with their texts (CONNECT_EMAIL
 * and CONNECT_OTP `_ERROR` replies naming the limit), and a lock's countdown runs on the Clock:
 * the seconds left, rounded up, to 0 at the lock's literal end.
 */
import { describe, expect, it } from "@effect/vitest"
import { Chunk, Effect, Fiber, Option, Schema, Stream, TestClock } from "effect"
import { lockCountdown } from "../../../core/embedded/lockCountdown.js"
import { messageOf } from "../../../core/errors/index.js"
import { connectEmail } from "../../../core/frame/connectEmail.js"
import { sendFrameRequest } from "../../../core/frame/sendFrameRequest.js"
import { withLoginRefusals } from "../../../core/frame/typedLoginRefusal.js"
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

describe("a lock's countdown", () => {
  it.effect("the seconds left, rounded up: 3 at the lock, 2 from 1,000 ms, 1 still at 2,999 ms, 0 at 3,000 ms, and then it ends", () =>
    Effect.gen(function* () {
      const until = (yield* TestClock.currentTimeMillis) + 3_000
      const seen: Array<number> = []
      const countdown = yield* Effect.fork(Stream.runForEach(lockCountdown(until), (seconds) => Effect.sync(() => seen.push(seconds))))
      yield* TestClock.adjust("0 millis")
      expect(seen).toEqual([3])
      yield* TestClock.adjust("999 millis")
      expect(seen).toEqual([3])
      yield* TestClock.adjust("1 millis")
      expect(seen).toEqual([3, 2])
      yield* TestClock.adjust("1999 millis")
      expect(seen).toEqual([3, 2, 1])
      expect(Option.isNone(yield* Fiber.poll(countdown))).toBe(true)
      yield* TestClock.adjust("1 millis")
      expect(seen).toEqual([3, 2, 1, 0])
      yield* Fiber.join(countdown)
    }))

  it.effect("a 15 min lock starts at 900 s and is over at 900,000 ms", () =>
    Effect.gen(function* () {
      const until = (yield* TestClock.currentTimeMillis) + 900_000
      expect(Chunk.toReadonlyArray(yield* Stream.runCollect(Stream.take(lockCountdown(until), 1)))).toEqual([900])
      yield* TestClock.setTime(until - 1)
      expect(Chunk.toReadonlyArray(yield* Stream.runCollect(Stream.take(lockCountdown(until), 1)))).toEqual([1])
      yield* TestClock.setTime(until)
      expect(Chunk.toReadonlyArray(yield* Stream.runCollect(lockCountdown(until)))).toEqual([0])
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
