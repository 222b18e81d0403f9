import { describe, expect, it } from "@effect/vitest"
import { Effect, Fiber, Option, TestClock } from "effect"
import { signOutOfFrame } from "../../../core/frame/signOutOfFrame.js"
import { SecureFrame } from "../../../core/services/SecureFrame.js"
import { Storage } from "../../../core/services/Storage.js"
import { SecureFrameScript } from "../../../layers/SecureFrameTest.js"
import { FRAME_SRC, frameSaysReady, frameTestEnv, makeTimeoutLog } from "./frameTestEnv.js"

const loggedIn = Effect.gen(function* () {
  const storage = yield* Storage
  yield* storage.set("@appkit-wallet/EMAIL_LOGIN_USED_KEY", "true")
  yield* storage.set("@appkit-wallet/EMAIL", "a@b.co")
  yield* storage.set("@appkit-wallet/LAST_USED_CHAIN_KEY", "1")
  yield* storage.set("@appkit-wallet/SOCIAL_USERNAME", "ada")
  yield* Effect.flatMap(SecureFrame, (frame) => frame.create(FRAME_SRC))
})

const stored = Effect.flatMap(Storage, (storage) =>
  Effect.all([
    storage.get("@appkit-wallet/EMAIL_LOGIN_USED_KEY"),
    storage.get("@appkit-wallet/EMAIL"),
    storage.get("@appkit-wallet/LAST_USED_CHAIN_KEY"),
    storage.get("@appkit-wallet/SOCIAL_USERNAME")
  ]).pipe(Effect.map((values) => values.filter(Option.isSome).length))
)

describe("signOutOfFrame (WIRE §4.2, §4.8)", () => {
  it.effect("resolves 3 s after asking when the frame does not answer, and forgets the login", () =>
    Effect.gen(function* () {
      yield* loggedIn
      yield* frameSaysReady
      const log = yield* makeTimeoutLog
      const call = yield* Effect.fork(signOutOfFrame(log.onTimeout))
      yield* TestClock.adjust("2999 millis")
      expect(Option.isNone(yield* Fiber.poll(call))).toBe(true)
      expect(yield* stored).toBe(4)
      yield* TestClock.adjust("1 millis")
      yield* Fiber.join(call)
      expect(yield* stored).toBe(0)
      expect(yield* log.reasons).toEqual([])
    }).pipe(Effect.provide(frameTestEnv)))

  it.effect("resolves within the same 3 s when the frame has not even said READY", () =>
    Effect.gen(function* () {
      yield* loggedIn
      const log = yield* makeTimeoutLog
      const call = yield* Effect.fork(signOutOfFrame(log.onTimeout))
      yield* TestClock.adjust("2999 millis")
      expect(Option.isNone(yield* Fiber.poll(call))).toBe(true)
      yield* TestClock.adjust("1 millis")
      yield* Fiber.join(call)
      expect(yield* log.reasons).toEqual([])
    }).pipe(Effect.provide(frameTestEnv)))

  it.effect("resolves as soon as the frame answers", () =>
    Effect.gen(function* () {
      yield* loggedIn
      yield* frameSaysReady
      yield* TestClock.adjust("500 millis")
      const script = yield* SecureFrameScript
      yield* script.answerWith((event) => [{ type: "@w3m-frame/SIGN_OUT_SUCCESS", id: event.id }])
      const log = yield* makeTimeoutLog
      yield* signOutOfFrame(log.onTimeout)
      expect((yield* script.sent).map((event) => event.type)).toEqual(["@w3m-app/SIGN_OUT"])
      expect(yield* stored).toBe(0)
    }).pipe(Effect.provide(frameTestEnv)))

  it.effect("fails with the frame's error and keeps the login", () =>
    Effect.gen(function* () {
      yield* loggedIn
      yield* frameSaysReady
      yield* TestClock.adjust("500 millis")
      const script = yield* SecureFrameScript
      yield* script.answerWith((event) => [{ type: "@w3m-frame/SIGN_OUT_ERROR", id: event.id, payload: { message: "Session busy" } }])
      const log = yield* makeTimeoutLog
      const error = yield* Effect.flip(signOutOfFrame(log.onTimeout))
      expect(error._tag === "FrameError" && error.reason).toBe("Session busy")
      expect(yield* stored).toBe(4)
    }).pipe(Effect.provide(frameTestEnv)))
})
