import { describe, expect, it } from "@effect/vitest"
import { Effect, Fiber, Option, TestClock } from "effect"
import { messageOf } from "../../../core/errors/index.js"
import { sendFrameRequest } from "../../../core/frame/sendFrameRequest.js"
import { SecureFrame } from "../../../core/services/SecureFrame.js"
import type { AppRequest } from "../../../core/services/SecureFrame.js"
import { SecureFrameScript } from "../../../layers/SecureFrameTest.js"
import { FRAME_SRC, frameSaysReady, frameTestEnv, makeTimeoutLog } from "./frameTestEnv.js"

const created = Effect.flatMap(SecureFrame, (frame) => frame.create(FRAME_SRC))
const sentTypes = Effect.flatMap(SecureFrameScript, (script) => Effect.map(script.sent, (sent) => sent.map((event) => event.type)))

/** The frame is ready: READY, then the 500 ms after it. */
const frameIsReady = Effect.zipRight(frameSaysReady, TestClock.adjust("500 millis"))

describe("sendFrameRequest: the frame's load (WIRE §4.2)", () => {
  it.effect("no READY within 20 s fails with FrameLoadFailed and tells the host iframe_load_failed", () =>
    Effect.gen(function* () {
      yield* created
      const log = yield* makeTimeoutLog
      const call = yield* Effect.fork(sendFrameRequest({ type: "@w3m-app/GET_CHAIN_ID" }, log.onTimeout))
      yield* TestClock.adjust("19999 millis")
      expect(Option.isNone(yield* Fiber.poll(call))).toBe(true)
      expect(yield* log.reasons).toEqual([])
      yield* TestClock.adjust("1 millis")
      const error = yield* Effect.flip(Fiber.join(call))
      expect(error._tag).toBe("FrameLoadFailed")
      expect(messageOf(error)).toBe("Unable to load email login dependency")
      expect(yield* log.reasons).toEqual(["iframe_load_failed"])
      expect(yield* sentTypes).toEqual([])
    }).pipe(Effect.provide(frameTestEnv)))

  it.effect("sends only 500 ms after READY, counted from READY", () =>
    Effect.gen(function* () {
      yield* created
      const script = yield* SecureFrameScript
      const log = yield* makeTimeoutLog
      yield* TestClock.adjust("300 millis")
      yield* frameSaysReady
      yield* TestClock.adjust("300 millis")
      yield* script.answerWith((event) => [{ type: "@w3m-frame/GET_CHAIN_ID_SUCCESS", id: event.id, payload: { chainId: 1 } }])
      const call = yield* Effect.fork(sendFrameRequest({ type: "@w3m-app/GET_CHAIN_ID" }, log.onTimeout))
      yield* TestClock.adjust("199 millis")
      expect(yield* sentTypes).toEqual([])
      yield* TestClock.adjust("1 millis")
      expect(yield* sentTypes).toEqual(["@w3m-app/GET_CHAIN_ID"])
      expect(yield* Fiber.join(call)).toEqual({ chainId: 1 })
    }).pipe(Effect.provide(frameTestEnv)))

  it.effect("a frame that answers READY late but within 20 s is waited for", () =>
    Effect.gen(function* () {
      yield* created
      const script = yield* SecureFrameScript
      const log = yield* makeTimeoutLog
      yield* script.answerWith((event) => [{ type: "@w3m-frame/SIGN_OUT_SUCCESS", id: event.id }])
      const call = yield* Effect.fork(sendFrameRequest({ type: "@w3m-app/SIGN_OUT" }, log.onTimeout))
      yield* TestClock.adjust("19999 millis")
      yield* frameSaysReady
      yield* TestClock.adjust("500 millis")
      expect(yield* Fiber.join(call)).toBeUndefined()
      expect(yield* log.reasons).toEqual([])
    }).pipe(Effect.provide(frameTestEnv)))

  it.effect("a frame that cannot load fails with FrameLoadFailed without calling the host", () =>
    Effect.gen(function* () {
      yield* created
      const script = yield* SecureFrameScript
      const log = yield* makeTimeoutLog
      const call = yield* Effect.fork(sendFrameRequest({ type: "@w3m-app/GET_USER" }, log.onTimeout))
      yield* script.failLoad
      expect((yield* Effect.flip(Fiber.join(call)))._tag).toBe("FrameLoadFailed")
      expect(yield* log.reasons).toEqual([])
    }).pipe(Effect.provide(frameTestEnv)))

  const syncEvents: ReadonlyArray<AppRequest> = [
    { type: "@w3m-app/SYNC_DAPP_DATA", payload: { projectId: "p1" } },
    { type: "@w3m-app/SYNC_THEME", payload: { themeMode: "dark" } },
    { type: "@w3m-app/SET_PREFERRED_ACCOUNT", payload: { type: "smartAccount" } }
  ]
  it.effect.each(syncEvents)("$type waits for READY past 20 s", (event) =>
    Effect.gen(function* () {
      yield* created
      const log = yield* makeTimeoutLog
      const call = yield* Effect.fork(sendFrameRequest(event, log.onTimeout))
      yield* TestClock.adjust("10 minutes")
      expect(Option.isNone(yield* Fiber.poll(call))).toBe(true)
      expect(yield* log.reasons).toEqual([])
      yield* frameIsReady
      expect(yield* sentTypes).toEqual([event.type])
    }).pipe(Effect.provide(frameTestEnv)))
})

describe("sendFrameRequest: login steps give up after 120 s (SPEC §9)", () => {
  const loginSteps: ReadonlyArray<AppRequest> = [
    { type: "@w3m-app/CONNECT_EMAIL", payload: { email: "a@b.co" } },
    { type: "@w3m-app/CONNECT_DEVICE" },
    { type: "@w3m-app/CONNECT_OTP", payload: { otp: "123456" } },
    { type: "@w3m-app/CONNECT_SOCIAL", payload: { uri: "https://secure.example/result?code=1" } },
    { type: "@w3m-app/GET_SOCIAL_REDIRECT_URI", payload: { provider: "google" } }
  ]
  it.effect.each(loginSteps)("$type fails with EmbeddedWalletRequestTimedOut 120 s after the call", (event) =>
    Effect.gen(function* () {
      yield* created
      yield* frameIsReady
      const log = yield* makeTimeoutLog
      const call = yield* Effect.fork(sendFrameRequest(event, log.onTimeout))
      yield* TestClock.adjust("119999 millis")
      expect(Option.isNone(yield* Fiber.poll(call))).toBe(true)
      expect(yield* sentTypes).toEqual([event.type])
      yield* TestClock.adjust("1 millis")
      const error = yield* Effect.flip(Fiber.join(call))
      expect(error._tag).toBe("EmbeddedWalletRequestTimedOut")
      expect(yield* log.reasons).toEqual(["iframe_request_timeout"])
    }).pipe(Effect.provide(frameTestEnv)))

  it.effect("the 120 s count the wait for READY too; a frame that never loads fails at 20 s first", () =>
    Effect.gen(function* () {
      yield* created
      const log = yield* makeTimeoutLog
      const call = yield* Effect.fork(sendFrameRequest({ type: "@w3m-app/CONNECT_DEVICE" }, log.onTimeout))
      yield* TestClock.adjust("15 seconds")
      yield* frameSaysReady
      yield* TestClock.adjust("104999 millis")
      expect(Option.isNone(yield* Fiber.poll(call))).toBe(true)
      yield* TestClock.adjust("1 millis")
      expect((yield* Effect.flip(Fiber.join(call)))._tag).toBe("EmbeddedWalletRequestTimedOut")
      const unloaded = yield* Effect.flip(
        Effect.provide(
          Effect.zipRight(created, sendFrameRequest({ type: "@w3m-app/CONNECT_OTP", payload: { otp: "1" } }, log.onTimeout)).pipe(
            Effect.fork,
            Effect.tap(() => TestClock.adjust("20 seconds")),
            Effect.flatMap(Fiber.join)
          ),
          frameTestEnv
        )
      )
      expect(unloaded._tag).toBe("FrameLoadFailed")
      expect(yield* log.reasons).toEqual(["iframe_request_timeout", "iframe_load_failed"])
    }).pipe(Effect.provide(frameTestEnv)))

  it.effect("other requests wait for their reply as long as it takes", () =>
    Effect.gen(function* () {
      yield* created
      yield* frameIsReady
      const script = yield* SecureFrameScript
      const log = yield* makeTimeoutLog
      const call = yield* Effect.fork(sendFrameRequest({ type: "@w3m-app/GET_USER", payload: { chainId: 1 } }, log.onTimeout))
      const sent = yield* script.nextSent
      yield* TestClock.adjust("10 minutes")
      expect(Option.isNone(yield* Fiber.poll(call))).toBe(true)
      yield* script.reply({ type: "@w3m-frame/GET_USER_ERROR", id: sent.id, payload: { message: "Not logged in" } })
      const error = yield* Effect.flip(Fiber.join(call))
      expect(messageOf(error)).toBe("Not logged in")
      expect(yield* log.reasons).toEqual([])
    }).pipe(Effect.provide(frameTestEnv)))
})
