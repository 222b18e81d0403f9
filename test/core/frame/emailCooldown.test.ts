import { describe, expect, it } from "@effect/vitest"
import { Effect, Fiber, Option, TestClock } from "effect"
import { messageOf } from "../../../core/errors/index.js"
import { clearLoginCache } from "../../../core/frame/clearLoginCache.js"
import { connectEmail } from "../../../core/frame/connectEmail.js"
import { recordLoginSuccess } from "../../../core/frame/recordLoginSuccess.js"
import { updateEmail } from "../../../core/frame/updateEmail.js"
import { SecureFrame } from "../../../core/services/SecureFrame.js"
import { Storage } from "../../../core/services/Storage.js"
import { SecureFrameScript } from "../../../layers/SecureFrameTest.js"
import { FRAME_SRC, frameSaysReady, frameTestEnv, makeTimeoutLog } from "./frameTestEnv.js"

const LAST_TIME = "@appkit-wallet/LAST_EMAIL_LOGIN_TIME"

/** A ready frame that answers CONNECT_EMAIL with VERIFY_OTP and UPDATE_EMAIL with VERIFY_PRIMARY_OTP. */
const readyFrame = Effect.gen(function* () {
  yield* Effect.flatMap(SecureFrame, (frame) => frame.create(FRAME_SRC))
  yield* frameSaysReady
  yield* TestClock.adjust("500 millis")
  const script = yield* SecureFrameScript
  yield* script.answerWith((event) =>
    event.type === "@w3m-app/CONNECT_EMAIL"
      ? [{ type: "@w3m-frame/CONNECT_EMAIL_SUCCESS", id: event.id, payload: { action: "VERIFY_OTP" } }]
      : event.type === "@w3m-app/UPDATE_EMAIL"
        ? [{ type: "@w3m-frame/UPDATE_EMAIL_SUCCESS", id: event.id, payload: { action: "VERIFY_PRIMARY_OTP" } }]
        : []
  )
  return script
})

const stored = (key: Parameters<Storage["Type"]["get"]>[0]) => Effect.flatMap(Storage, (storage) => storage.get(key))

const emailsSent = Effect.flatMap(SecureFrameScript, (script) =>
  Effect.map(script.sent, (sent) => sent.filter((event) => event.type === "@w3m-app/CONNECT_EMAIL").length)
)

describe("the 30 s email cool-down (SPEC §9, WIRE §4.6)", () => {
  it.effect("a second code within 30 s is refused with the seconds left, rounded up; at 30 s it is sent", () =>
    Effect.gen(function* () {
      yield* readyFrame
      const log = yield* makeTimeoutLog
      expect(yield* connectEmail("a@b.co", log.onTimeout)).toBe("VERIFY_OTP")
      yield* TestClock.adjust("1 millis")
      expect(messageOf(yield* Effect.flip(connectEmail("a@b.co", log.onTimeout)))).toBe("Please try again after 30 seconds")
      yield* TestClock.adjust("999 millis")
      expect(messageOf(yield* Effect.flip(connectEmail("a@b.co", log.onTimeout)))).toBe("Please try again after 29 seconds")
      yield* TestClock.adjust("28999 millis")
      const early = yield* Effect.flip(connectEmail("a@b.co", log.onTimeout))
      expect(early._tag === "EmailThrottled" && early.remainingMs).toBe(1)
      expect(messageOf(early)).toBe("Please try again after 1 seconds")
      expect(yield* emailsSent).toBe(1)
      yield* TestClock.adjust("1 millis")
      expect(yield* connectEmail("a@b.co", log.onTimeout)).toBe("VERIFY_OTP")
      expect(yield* emailsSent).toBe(2)
    }).pipe(Effect.provide(frameTestEnv)))

  it.effect("the cool-down starts when the frame answers, and is kept as epoch ms in storage", () =>
    Effect.gen(function* () {
      yield* Effect.flatMap(SecureFrame, (frame) => frame.create(FRAME_SRC))
      yield* frameSaysReady
      yield* TestClock.adjust("500 millis")
      const script = yield* SecureFrameScript
      const log = yield* makeTimeoutLog
      const call = yield* Effect.fork(connectEmail("a@b.co", log.onTimeout))
      const sent = yield* script.nextSent
      yield* TestClock.adjust("5 seconds")
      expect(yield* stored(LAST_TIME)).toEqual(Option.none())
      yield* script.reply({ type: "@w3m-frame/CONNECT_EMAIL_SUCCESS", id: sent.id, payload: { action: "VERIFY_DEVICE" } })
      expect(yield* Fiber.join(call)).toBe("VERIFY_DEVICE")
      expect(yield* stored(LAST_TIME)).toEqual(Option.some("5500"))
    }).pipe(Effect.provide(frameTestEnv)))

  it.effect("a refused email does not start the cool-down", () =>
    Effect.gen(function* () {
      const script = yield* readyFrame
      yield* script.answerWith((event) => [{ type: "@w3m-frame/CONNECT_EMAIL_ERROR", id: event.id, payload: { message: "Invalid email" } }])
      const log = yield* makeTimeoutLog
      expect(messageOf(yield* Effect.flip(connectEmail("a@b.co", log.onTimeout)))).toBe("Invalid email")
      expect(yield* stored(LAST_TIME)).toEqual(Option.none())
    }).pipe(Effect.provide(frameTestEnv)))

  it.effect("a login's success ends the cool-down and remembers the login", () =>
    Effect.gen(function* () {
      yield* readyFrame
      const log = yield* makeTimeoutLog
      yield* connectEmail("a@b.co", log.onTimeout)
      yield* recordLoginSuccess("a@b.co")
      expect(yield* stored(LAST_TIME)).toEqual(Option.none())
      expect(yield* stored("@appkit-wallet/EMAIL")).toEqual(Option.some("a@b.co"))
      expect(yield* stored("@appkit-wallet/EMAIL_LOGIN_USED_KEY")).toEqual(Option.some("true"))
      expect(yield* connectEmail("a@b.co", log.onTimeout)).toBe("VERIFY_OTP")
    }).pipe(Effect.provide(frameTestEnv)))

  it.effect("a social login's success, without an email, stores no email", () =>
    Effect.gen(function* () {
      yield* recordLoginSuccess(null)
      expect(yield* stored("@appkit-wallet/EMAIL")).toEqual(Option.none())
      expect(yield* stored("@appkit-wallet/EMAIL_LOGIN_USED_KEY")).toEqual(Option.some("true"))
    }).pipe(Effect.provide(frameTestEnv)))

  it.effect("updating the email shares the cool-down with login codes", () =>
    Effect.gen(function* () {
      yield* readyFrame
      const log = yield* makeTimeoutLog
      expect(yield* updateEmail("new@b.co", log.onTimeout)).toBe("VERIFY_PRIMARY_OTP")
      yield* TestClock.adjust("29999 millis")
      expect(messageOf(yield* Effect.flip(connectEmail("a@b.co", log.onTimeout)))).toBe("Please try again after 1 seconds")
      yield* TestClock.adjust("1 millis")
      expect(yield* connectEmail("a@b.co", log.onTimeout)).toBe("VERIFY_OTP")
      expect(messageOf(yield* Effect.flip(updateEmail("new@b.co", log.onTimeout)))).toBe("Please try again after 30 seconds")
    }).pipe(Effect.provide(frameTestEnv)))

  it.effect("forgetting the login keeps the cool-down", () =>
    Effect.gen(function* () {
      yield* readyFrame
      const log = yield* makeTimeoutLog
      yield* connectEmail("a@b.co", log.onTimeout)
      yield* clearLoginCache
      expect(Option.isSome(yield* stored(LAST_TIME))).toBe(true)
    }).pipe(Effect.provide(frameTestEnv)))
})
