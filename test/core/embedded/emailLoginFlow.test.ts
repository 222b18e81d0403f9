/**
 * The email login as the modal runs it (WIRE §4.6, SPEC §4): the form's submit (beginEmailLogin),
 * the device approval, the code (loginWithOtp), and the connection of the embedded wallet through
 * the connection programs; the 30 s code cool-down at its boundary; a failed last step. The
 * session is the frame's (WIRE §4.8): a SESSION_UPDATE token is not kept in the app's storage, and
 * IS_CONNECTED on restore carries none; the frame's answer decides.
 */
import { describe, expect, it } from "@effect/vitest"
import { Effect, Fiber, Option, Ref, TestClock } from "effect"
import { beginEmailLogin } from "../../../core/embedded/beginEmailLogin.js"
import { approveDevice } from "../../../core/embedded/approveDevice.js"
import { loginWithOtp } from "../../../core/embedded/loginWithOtp.js"
import { messageOf } from "../../../core/errors/catalogue.js"
import { Alerts } from "../../../core/services/Alerts.js"
import { Router } from "../../../core/services/Router.js"
import { Storage } from "../../../core/services/Storage.js"
import type { AppEvent } from "../../../schemas/AppEvent.js"
import { makeEmbeddedWalletConnection } from "../../../layers/EmbeddedWalletConnection.js"
import * as SecureFrameTest from "../../../layers/SecureFrameTest.js"
import * as StorageMemory from "../../../layers/StorageMemory.js"
import type { FrameScript } from "../../../layers/SecureFrameTest.js"
import { accountOf } from "../connection/evmTestEnv.js"
import { AUTH } from "../../layers/embedded/embeddedKindEnv.js"
import { ADDRESS, userAnswer } from "./embeddedTestEnv.js"
import { withEmbeddedWallet } from "./withEmbeddedWallet.js"

const EMAIL = "a@b.co"

/** The frame's own session, as the secure site keeps it in its storage. */
interface FrameSession {
  loggedIn: boolean
}

const answers =
  (action: "VERIFY_DEVICE" | "VERIFY_OTP" | "CONNECT", getUser = true, session: FrameSession = { loggedIn: false }) =>
  (event: AppEvent): ReadonlyArray<unknown> => {
    switch (event.type) {
      case "@w3m-app/CONNECT_EMAIL":
        return [{ type: "@w3m-frame/CONNECT_EMAIL_SUCCESS", id: event.id, payload: { action } }]
      case "@w3m-app/CONNECT_DEVICE":
        return [{ type: "@w3m-frame/CONNECT_DEVICE_SUCCESS", id: event.id }]
      case "@w3m-app/CONNECT_OTP":
        if (event.payload.otp === "123456") session.loggedIn = true
        return event.payload.otp === "123456"
          ? [
              { type: "@w3m-frame/SESSION_UPDATE", payload: { token: "session-token-1" } },
              { type: "@w3m-frame/CONNECT_OTP_SUCCESS", id: event.id }
            ]
          : [{ type: "@w3m-frame/CONNECT_OTP_ERROR", id: event.id, payload: { message: "Invalid code" } }]
      case "@w3m-app/SIGN_OUT":
        session.loggedIn = false
        return [{ type: "@w3m-frame/SIGN_OUT_SUCCESS", id: event.id }]
      case "@w3m-app/IS_CONNECTED":
        return [{ type: "@w3m-frame/IS_CONNECTED_SUCCESS", id: event.id, payload: { isConnected: session.loggedIn } }]
      default:
        return getUser ? userAnswer(1)(event) : [{ type: "@w3m-frame/GET_USER_ERROR", id: event.id, payload: { message: "No session" } }]
    }
  }

/**
 * The connection programs' test services with the scripted frame, and the embedded kind over that
 * frame and the env's own storage (made once the env exists); AUTH is listed.
 */

const sentTypes = (script: FrameScript) => Effect.map(script.sent, (sent) => sent.map((event) => event.type))
const history = Effect.flatMap(Router, (router) => Effect.map(Ref.get(router.history), (entries) => entries.map((e) => e.view)))
const stored = (key: Parameters<Storage["Type"]["get"]>[0]) => Effect.flatMap(Storage, (s) => s.get(key))

describe("email login from the modal (WIRE §4.6)", () => {
  it.scoped("VERIFY_DEVICE: EmailLogin with the device step, CONNECT_DEVICE, then the code connects the wallet; the frame's token stays the frame's", () =>
    withEmbeddedWallet((script) =>
      Effect.gen(function* () {
        yield* script.answerWith(answers("VERIFY_DEVICE"))
        yield* beginEmailLogin(EMAIL)
        const router = yield* Router
        expect((yield* Ref.get(router.history)).at(-1)).toEqual({ view: "EmailLogin", data: { email: EMAIL, verifyDevice: true } })
        yield* approveDevice
        const refused = yield* Effect.flip(loginWithOtp("000000"))
        expect(refused._tag === "FrameError" && messageOf(refused)).toBe("Invalid code")
        const account = yield* loginWithOtp("123456")
        expect(account.address).toBe(ADDRESS)
        expect((yield* accountOf())?.status).toBe("connected")
        expect(yield* sentTypes(script)).toEqual([
          "@w3m-app/CONNECT_EMAIL",
          "@w3m-app/CONNECT_DEVICE",
          "@w3m-app/CONNECT_OTP",
          "@w3m-app/CONNECT_OTP",
          "@w3m-app/GET_USER"
        ])
        // SPEC §4 login cache; the token the frame announced (SESSION_UPDATE) is not written (WIRE §4.8).
        expect(yield* stored("@appkit-wallet/EMAIL")).toEqual(Option.some(EMAIL))
        expect(yield* stored("@appkit-wallet/EMAIL_LOGIN_USED_KEY")).toEqual(Option.some("true"))
        expect(yield* stored("@appkit-wallet/LAST_EMAIL_LOGIN_TIME")).toEqual(Option.none())
        expect(yield* stored("@appkit-wallet/SESSION_TOKEN_KEY")).toEqual(Option.none())
        expect(yield* stored("@appkit/eip155:connected_connector_id")).toEqual(Option.some("ID_AUTH"))
      })
    ))

  it.scoped("VERIFY_OTP opens EmailLogin without the device step; CONNECT connects at once", () =>
    withEmbeddedWallet((script) =>
      Effect.gen(function* () {
        yield* script.answerWith(answers("VERIFY_OTP"))
        yield* beginEmailLogin(EMAIL)
        const router = yield* Router
        expect((yield* Ref.get(router.history)).at(-1)).toEqual({ view: "EmailLogin", data: { email: EMAIL, verifyDevice: false } })
        yield* TestClock.adjust("30 seconds")
        yield* script.answerWith(answers("CONNECT"))
        yield* beginEmailLogin(EMAIL)
        expect((yield* accountOf())?.status).toBe("connected")
        expect(yield* sentTypes(script)).toEqual(["@w3m-app/CONNECT_EMAIL", "@w3m-app/CONNECT_EMAIL", "@w3m-app/GET_USER"])
      })
    ))

  it.scoped("a new code is refused until 30 s after the last: 'Please try again after 1 seconds' at 29 999 ms", () =>
    withEmbeddedWallet((script) =>
      Effect.gen(function* () {
        yield* script.answerWith(answers("VERIFY_OTP"))
        yield* beginEmailLogin(EMAIL)
        yield* TestClock.adjust("29999 millis")
        const early = yield* Effect.flip(beginEmailLogin(EMAIL))
        expect(early._tag).toBe("EmailThrottled")
        expect(messageOf(early)).toBe("Please try again after 1 seconds")
        yield* TestClock.adjust("1 millis")
        yield* beginEmailLogin(EMAIL)
        expect(yield* sentTypes(script)).toEqual(["@w3m-app/CONNECT_EMAIL", "@w3m-app/CONNECT_EMAIL"])
      })
    ))

  it.scoped("a failed last step toasts the catalogue's words, signs out and goes back to Connect (SPEC §8)", () =>
    withEmbeddedWallet((script) =>
      Effect.gen(function* () {
        yield* script.answerWith(answers("VERIFY_OTP", false))
        yield* beginEmailLogin(EMAIL)
        const failure = yield* Effect.flip(loginWithOtp("123456"))
        expect(failure._tag).toBe("AuthInitializationFailed")
        const alerts = yield* Alerts
        expect((yield* Ref.get(alerts.snackbar)).message).toBe("A problem occurred while trying initialize authentication")
        expect(yield* history).toEqual(["Connect"])
        expect((yield* sentTypes(script)).at(-1)).toBe("@w3m-app/SIGN_OUT")
        expect(yield* stored("@appkit-wallet/EMAIL_LOGIN_USED_KEY")).toEqual(Option.none())
        expect(yield* stored("@appkit-wallet/SESSION_TOKEN_KEY")).toEqual(Option.none())
        // Kept when the code was accepted, forgotten with the login.
        expect(yield* stored("@appkit/eip155:connected_connector_id")).toEqual(Option.none())
        expect(yield* stored("@appkit/connected_namespaces")).toEqual(Option.none())
      })
    ))

  it.scoped("the code accepted, a reload finds the login before the account shows: flag and stored connection written before GET_USER", () =>
    withEmbeddedWallet((script) =>
      Effect.gen(function* () {
        // The frame accepts the code and then does not answer GET_USER (yet).
        yield* script.answerWith((event) => (event.type === "@w3m-app/GET_USER" ? [] : answers("VERIFY_OTP")(event)))
        yield* beginEmailLogin(EMAIL)
        const login = yield* Effect.fork(loginWithOtp("123456"))
        yield* Effect.repeatN(Effect.yieldNow(), 10)
        expect((yield* sentTypes(script)).at(-1)).toBe("@w3m-app/GET_USER")
        expect((yield* accountOf())?.status).toBe("connecting")
        expect(yield* stored("@appkit-wallet/EMAIL_LOGIN_USED_KEY")).toEqual(Option.some("true"))
        expect(yield* stored("@appkit/eip155:connected_connector_id")).toEqual(Option.some("ID_AUTH"))
        expect(yield* stored("@appkit/connected_namespaces")).toEqual(Option.some("eip155"))
        expect(yield* stored("@appkit/connection_status")).toEqual(Option.some("connected"))
        yield* Fiber.interrupt(login)
      })
    ))
})

describe("restoring the embedded wallet from the frame's own session", () => {
  it.scoped("IS_CONNECTED carries no token, not even one an earlier version stored; the frame's answer decides, and not connected forgets the login", () =>
    Effect.gen(function* () {
      const { service, script } = yield* SecureFrameTest.make
      yield* service.create("https://secure.example/sdk")
      yield* script.reply({ type: "@w3m-frame/READY" })
      yield* TestClock.adjust("500 millis")
      const session: FrameSession = { loggedIn: true }
      yield* script.answerWith(answers("CONNECT", true, session))
      const storage = yield* Storage
      yield* storage.set("@appkit-wallet/EMAIL_LOGIN_USED_KEY", "true")
      yield* storage.set("@appkit-wallet/SESSION_TOKEN_KEY", "session-token-of-an-earlier-version")
      const kind = yield* makeEmbeddedWalletConnection({ frame: service, storage, activeNetwork: Effect.succeedNone, onTimeout: () => Effect.void })
      const restored = yield* kind.restore(AUTH)
      expect(restored.accounts[0]).toBe(ADDRESS)
      const [isConnected] = yield* script.sent
      expect(isConnected?.type).toBe("@w3m-app/IS_CONNECTED")
      expect(isConnected).not.toHaveProperty("payload")

      // The frame's session is gone (signed out, the secure site's storage cleared): the login is forgotten.
      session.loggedIn = false
      const lost = yield* Effect.flip(kind.restore(AUTH))
      expect(lost._tag).toBe("ConnectFailed")
      expect(yield* storage.get("@appkit-wallet/EMAIL_LOGIN_USED_KEY")).toEqual(Option.none())
    }).pipe(Effect.provide(StorageMemory.layer)))
})
