import { describe, expect, it } from "@effect/vitest"
import { Effect, Fiber, Layer, Option, Ref, TestClock } from "effect"
import { startEmailLogin } from "../../../core/embedded/startEmailLogin.js"
import { submitOtp } from "../../../core/embedded/submitOtp.js"
import { messageOf } from "../../../core/errors/catalogue.js"
import { frameTimeoutAlerts } from "../../../core/frame/alertFrameTimeout.js"
import type { OnFrameTimeout } from "../../../core/frame/FrameTimeoutReason.js"
import { polygon } from "../../../core/networks/index.js"
import { Alerts } from "../../../core/services/Alerts.js"
import { Router } from "../../../core/services/Router.js"
import { Storage } from "../../../core/services/Storage.js"
import { FeaturesLive } from "../../../layers/StateLive.js"
import { OptionsLive } from "../../../layers/StateOptions.js"
import type { AppEvent } from "../../../schemas/AppEvent.js"
import { makeTimeoutLog } from "../frame/frameTestEnv.js"
import { ADDRESS, embeddedTestEnv, readyFrame, sentTypes, stored, userAnswer } from "./embeddedTestEnv.js"

const REQUEST = { chainId: 137, preferredAccountType: "eoa" } as const

const connectEmailAnswers =
  (action: "VERIFY_DEVICE" | "VERIFY_OTP" | "CONNECT") =>
  (event: AppEvent): ReadonlyArray<unknown> =>
    event.type === "@w3m-app/CONNECT_EMAIL"
      ? [{ type: "@w3m-frame/CONNECT_EMAIL_SUCCESS", id: event.id, payload: { action } }]
      : event.type === "@w3m-app/CONNECT_DEVICE"
        ? [{ type: "@w3m-frame/CONNECT_DEVICE_SUCCESS", id: event.id }]
        : event.type === "@w3m-app/CONNECT_OTP"
          ? event.payload.otp === "123456"
            ? [{ type: "@w3m-frame/CONNECT_OTP_SUCCESS", id: event.id }]
            : [{ type: "@w3m-frame/CONNECT_OTP_ERROR", id: event.id, payload: { message: "Invalid code" } }]
          : []

const loginRecorded = Effect.all([stored("@appkit-wallet/EMAIL"), stored("@appkit-wallet/EMAIL_LOGIN_USED_KEY"), stored("@appkit-wallet/LAST_EMAIL_LOGIN_TIME")])

describe("email login over the frame (WIRE §4.6)", () => {
  it.effect("CONNECT: already authorised, GET_USER follows at once and the login is recorded", () =>
    Effect.gen(function* () {
      const script = yield* readyFrame
      yield* script.answerWith(userAnswer(137, connectEmailAnswers("CONNECT")))
      const log = yield* makeTimeoutLog
      const step = yield* startEmailLogin("a@b.co", REQUEST, log.onTimeout)
      expect(step._tag === "LoggedIn" && step.user.address).toBe(ADDRESS)
      expect(yield* sentTypes).toEqual(["@w3m-app/CONNECT_EMAIL", "@w3m-app/GET_USER"])
      const getUser = (yield* script.sent)[1]
      expect(getUser?.type === "@w3m-app/GET_USER" && getUser.payload).toEqual({ chainId: 137, preferredAccountType: "eoa" })
      // SPEC §4: email and flag stored, the last email login time cleared (ending the cool-down).
      expect(yield* loginRecorded).toEqual([Option.some("a@b.co"), Option.some("true"), Option.none()])
      expect(yield* stored("@appkit-wallet/LAST_USED_CHAIN_KEY")).toEqual(Option.some("137"))
    }).pipe(Effect.provide(embeddedTestEnv)))

  it.effect("VERIFY_OTP: waits for the code; CONNECT_OTP then GET_USER records the login", () =>
    Effect.gen(function* () {
      const script = yield* readyFrame
      yield* script.answerWith(userAnswer(137, connectEmailAnswers("VERIFY_OTP")))
      const log = yield* makeTimeoutLog
      expect(yield* startEmailLogin("a@b.co", REQUEST, log.onTimeout)).toEqual({ _tag: "AwaitingOtp" })
      expect(yield* sentTypes).toEqual(["@w3m-app/CONNECT_EMAIL"])
      expect(Option.isSome(yield* stored("@appkit-wallet/LAST_EMAIL_LOGIN_TIME"))).toBe(true)
      const step = yield* submitOtp("123456", REQUEST, log.onTimeout)
      expect(step._tag).toBe("LoggedIn")
      expect(yield* sentTypes).toEqual(["@w3m-app/CONNECT_EMAIL", "@w3m-app/CONNECT_OTP", "@w3m-app/GET_USER"])
      expect(yield* loginRecorded).toEqual([Option.some("a@b.co"), Option.some("true"), Option.none()])
    }).pipe(Effect.provide(embeddedTestEnv)))

  it.effect("VERIFY_DEVICE: CONNECT_DEVICE waits for the user's approval, then the code is awaited", () =>
    Effect.gen(function* () {
      const script = yield* readyFrame
      const log = yield* makeTimeoutLog
      yield* script.answerWith(connectEmailAnswers("VERIFY_DEVICE"))
      // The device approval comes by email: the frame answers CONNECT_DEVICE only later.
      yield* script.answerWith((event) => (event.type === "@w3m-app/CONNECT_DEVICE" ? [] : connectEmailAnswers("VERIFY_DEVICE")(event)))
      const login = yield* Effect.fork(startEmailLogin("a@b.co", REQUEST, log.onTimeout))
      yield* script.nextSent
      const device = yield* script.nextSent
      expect(device.type).toBe("@w3m-app/CONNECT_DEVICE")
      yield* TestClock.adjust("60 seconds")
      expect(Option.isNone(yield* Fiber.poll(login))).toBe(true)
      yield* script.reply({ type: "@w3m-frame/CONNECT_DEVICE_SUCCESS", id: device.id })
      expect(yield* Fiber.join(login)).toEqual({ _tag: "AwaitingOtp" })
      yield* script.answerWith(userAnswer(1, connectEmailAnswers("VERIFY_DEVICE")))
      expect((yield* submitOtp("123456", REQUEST, log.onTimeout))._tag).toBe("LoggedIn")
      expect(yield* sentTypes).toEqual(["@w3m-app/CONNECT_EMAIL", "@w3m-app/CONNECT_DEVICE", "@w3m-app/CONNECT_OTP", "@w3m-app/GET_USER"])
      expect(yield* log.reasons).toEqual([])
    }).pipe(Effect.provide(embeddedTestEnv)))

  it.effect("a device approval not given within 120 s gives up with the request-timeout alert", () =>
    Effect.gen(function* () {
      const script = yield* readyFrame
      yield* script.answerWith((event) => (event.type === "@w3m-app/CONNECT_DEVICE" ? [] : connectEmailAnswers("VERIFY_DEVICE")(event)))
      const log = yield* makeTimeoutLog
      // The modal's own callback (the alert of SPEC §8), beside a log of what it was told.
      const alertOnTimeout = yield* frameTimeoutAlerts
      const onTimeout: OnFrameTimeout = (reason) => Effect.zipRight(log.onTimeout(reason), alertOnTimeout(reason))
      const alerts = yield* Alerts
      const login = yield* Effect.fork(Effect.flip(startEmailLogin("a@b.co", REQUEST, onTimeout)))
      yield* script.nextSent
      yield* script.nextSent
      yield* TestClock.adjust("119999 millis")
      expect(Option.isNone(yield* Fiber.poll(login))).toBe(true)
      expect((yield* Ref.get(alerts.alert)).open).toBe(false)
      yield* TestClock.adjust("1 millis")
      expect((yield* Fiber.join(login))._tag).toBe("EmbeddedWalletRequestTimedOut")
      expect(yield* log.reasons).toEqual(["iframe_request_timeout"])
      expect(yield* Ref.get(alerts.alert)).toMatchObject({ open: true, variant: "error", message: "Embedded Wallet Request Timed Out" })
    }).pipe(Effect.provide(Layer.merge(embeddedTestEnv, FeaturesLive.pipe(Layer.provideMerge(OptionsLive({ projectId: "p1", networks: [polygon] })))))))

  it.effect("a wrong code fails with the frame's message; the login stays open and nothing is recorded", () =>
    Effect.gen(function* () {
      const script = yield* readyFrame
      yield* script.answerWith(userAnswer(137, connectEmailAnswers("VERIFY_OTP")))
      const log = yield* makeTimeoutLog
      yield* startEmailLogin("a@b.co", REQUEST, log.onTimeout)
      const error = yield* Effect.flip(submitOtp("000000", REQUEST, log.onTimeout))
      expect(messageOf(error)).toBe("Invalid code")
      expect(yield* stored("@appkit-wallet/EMAIL_LOGIN_USED_KEY")).toEqual(Option.none())
      expect((yield* Ref.get((yield* Alerts).snackbar)).open).toBe(false)
      expect((yield* submitOtp("123456", REQUEST, log.onTimeout))._tag).toBe("LoggedIn")
    }).pipe(Effect.provide(embeddedTestEnv)))

  it.effect("GET_USER failing after the code: the toast, sign-out, the login forgotten, back to Connect (SPEC §8)", () =>
    Effect.gen(function* () {
      const script = yield* readyFrame
      const storage = yield* Storage
      yield* storage.set("@appkit-wallet/SOCIAL_USERNAME", "ada")
      yield* script.answerWith((event) =>
        event.type === "@w3m-app/GET_USER"
          ? [{ type: "@w3m-frame/GET_USER_ERROR", id: event.id, payload: { message: "No user" } }]
          : event.type === "@w3m-app/SIGN_OUT"
            ? [{ type: "@w3m-frame/SIGN_OUT_SUCCESS", id: event.id }]
            : connectEmailAnswers("VERIFY_OTP")(event)
      )
      const router = yield* Router
      yield* Ref.set(router.history, [{ view: "Connect" }, { view: "EmailLogin" }])
      const log = yield* makeTimeoutLog
      yield* startEmailLogin("a@b.co", REQUEST, log.onTimeout)
      const error = yield* Effect.flip(submitOtp("123456", REQUEST, log.onTimeout))
      expect(error._tag).toBe("AuthInitializationFailed")
      expect(messageOf(error)).toBe("A problem occurred while trying initialize authentication")
      const snackbar = yield* Ref.get((yield* Alerts).snackbar)
      expect([snackbar.open, snackbar.message, snackbar.variant]).toEqual([true, "A problem occurred while trying initialize authentication", "error"])
      expect(yield* sentTypes).toEqual(["@w3m-app/CONNECT_EMAIL", "@w3m-app/CONNECT_OTP", "@w3m-app/GET_USER", "@w3m-app/SIGN_OUT"])
      expect((yield* Ref.get(router.history)).map((entry) => entry.view)).toEqual(["Connect"])
      expect(yield* stored("@appkit-wallet/EMAIL_LOGIN_USED_KEY")).toEqual(Option.none())
      expect(yield* stored("@appkit-wallet/SOCIAL_USERNAME")).toEqual(Option.none())
    }).pipe(Effect.provide(embeddedTestEnv)))

  it.effect("the sign-out after a failed GET_USER forgets the login even when the frame refuses it", () =>
    Effect.gen(function* () {
      const script = yield* readyFrame
      yield* script.answerWith((event) =>
        event.type === "@w3m-app/GET_USER" || event.type === "@w3m-app/SIGN_OUT"
          ? [{ type: `@w3m-frame/${event.type.slice("@w3m-app/".length)}_ERROR`, id: event.id, payload: { message: "Busy" } }]
          : connectEmailAnswers("CONNECT")(event)
      )
      const storage = yield* Storage
      yield* storage.set("@appkit-wallet/EMAIL_LOGIN_USED_KEY", "true")
      const log = yield* makeTimeoutLog
      expect((yield* Effect.flip(startEmailLogin("a@b.co", REQUEST, log.onTimeout)))._tag).toBe("AuthInitializationFailed")
      expect(yield* stored("@appkit-wallet/EMAIL_LOGIN_USED_KEY")).toEqual(Option.none())
    }).pipe(Effect.provide(embeddedTestEnv)))
})
