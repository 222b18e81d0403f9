/**
 * Updating the embedded wallet's email (SPEC §4, §5, §8, §9, WIRE §4.6) as the modal runs it,
 * against a scripted frame on the TestClock: the rule that needs an auth connector and a login
 * through it; UPDATE_EMAIL under the 30 s cool-down of email codes; the code to the current
 * address, then the one to the new address; then GET_USER at once and every 1 s until the user has
 * the new address, when the login cache and the account show it and the modal is back on Account.
 */
import { describe, expect, it } from "@effect/vitest"
import { Effect, Fiber, Option, Ref, TestClock } from "effect"
import { beginEmailLogin } from "../../../core/embedded/beginEmailLogin.js"
import { confirmCurrentEmail, confirmNewEmail } from "../../../core/embedded/confirmEmailUpdate.js"
import { checkEmailUpdateAllowed, emailUpdateRefusal } from "../../../core/embedded/emailUpdateRefusal.js"
import { finishEmailUpdate } from "../../../core/embedded/finishEmailUpdate.js"
import { loginWithOtp } from "../../../core/embedded/loginWithOtp.js"
import { startEmailUpdate } from "../../../core/embedded/startEmailUpdate.js"
import { messageOf } from "../../../core/errors/catalogue.js"
import { Connectors } from "../../../core/services/Connectors.js"
import { Router } from "../../../core/services/Router.js"
import type { AppEvent } from "../../../schemas/AppEvent.js"
import type { FrameScript } from "../../../layers/SecureFrameTest.js"
import { accountOf, connectorsState, historyOf, networkOf } from "../connection/evmTestEnv.js"
import { ADDRESS, stored } from "./embeddedTestEnv.js"
import { withEmbeddedWallet } from "./withEmbeddedWallet.js"

const OLD = "a@b.co"
const NEW = "new@b.co"
const PRIMARY = "111111"
const SECONDARY = "222222"

/** The frame's user: its email changes when the test says (the secure site's switch). */
interface FrameUser {
  email: string | null
}

const frameError = (event: AppEvent, name: string, payload: object) => [{ type: `@w3m-frame/${name}_ERROR`, id: event.id, payload }]

/** A secure frame with an email user logged in by code, that takes PRIMARY then SECONDARY to update its email. */
const answers =
  (user: FrameUser, update: "VERIFY_PRIMARY_OTP" | "VERIFY_SECONDARY_OTP" = "VERIFY_PRIMARY_OTP") =>
  (event: AppEvent): ReadonlyArray<unknown> => {
    switch (event.type) {
      case "@w3m-app/CONNECT_EMAIL":
        return [{ type: "@w3m-frame/CONNECT_EMAIL_SUCCESS", id: event.id, payload: { action: "VERIFY_OTP" } }]
      case "@w3m-app/CONNECT_OTP":
        return [{ type: "@w3m-frame/CONNECT_OTP_SUCCESS", id: event.id }]
      case "@w3m-app/GET_USER":
        return [{ type: "@w3m-frame/GET_USER_SUCCESS", id: event.id, payload: { email: user.email, address: ADDRESS, chainId: event.payload?.chainId ?? 1 } }]
      case "@w3m-app/UPDATE_EMAIL":
        return [{ type: "@w3m-frame/UPDATE_EMAIL_SUCCESS", id: event.id, payload: { action: update } }]
      case "@w3m-app/UPDATE_EMAIL_PRIMARY_OTP":
        return event.payload.otp === PRIMARY
          ? [{ type: "@w3m-frame/UPDATE_EMAIL_PRIMARY_OTP_SUCCESS", id: event.id }]
          : frameError(event, "UPDATE_EMAIL_PRIMARY_OTP", { message: "Invalid code" })
      case "@w3m-app/UPDATE_EMAIL_SECONDARY_OTP":
        return event.payload.otp === SECONDARY
          ? [{ type: "@w3m-frame/UPDATE_EMAIL_SECONDARY_OTP_SUCCESS", id: event.id, payload: { newEmail: NEW } }]
          : frameError(event, "UPDATE_EMAIL_SECONDARY_OTP", { message: "Invalid code" })
      default:
        return []
    }
  }

/** An email login through the modal's own programs: the wallet is connected through the AUTH connector. */
const logIn = (script: FrameScript, user: FrameUser, update?: "VERIFY_PRIMARY_OTP" | "VERIFY_SECONDARY_OTP") =>
  Effect.gen(function* () {
    yield* script.answerWith(answers(user, update))
    yield* beginEmailLogin(OLD)
    yield* loginWithOtp("123456")
  })

const sentOf = <T extends AppEvent["type"]>(script: FrameScript, type: T) =>
  Effect.map(script.sent, (sent) => sent.filter((event): event is Extract<AppEvent, { readonly type: T }> => event.type === type))

describe("who may update the email (SPEC §5, §8)", () => {
  it.scoped("with no auth connector: 'No auth connector found', nothing sent", () =>
    withEmbeddedWallet((script) =>
      Effect.gen(function* () {
        yield* logIn(script, { email: OLD })
        yield* Effect.flatMap(Connectors, ({ state }) => Ref.update(state, (s) => ({ ...s, connectors: s.connectors.filter((c) => c.type !== "AUTH") })))
        const refused = yield* Effect.flip(startEmailUpdate(NEW))
        expect(refused._tag).toBe("NoAuthConnector")
        expect(messageOf(refused)).toBe("No auth connector found")
        expect(yield* sentOf(script, "@w3m-app/UPDATE_EMAIL")).toEqual([])
      })
    ))

  it.scoped("with the auth connector listed but the account not connected through it: 'Not connected to email or social'", () =>
    withEmbeddedWallet((script) =>
      Effect.gen(function* () {
        const refused = yield* Effect.flip(startEmailUpdate(NEW))
        expect(refused._tag).toBe("UpdateEmailNotAllowed")
        expect(messageOf(refused)).toBe("Not connected to email or social")
        // Another wallet connected on the namespace is refused the same.
        const connectors = yield* connectorsState
        expect(emailUpdateRefusal({ ...connectors, activeConnectorIds: { eip155: "injected" } }, "eip155")?._tag).toBe("UpdateEmailNotAllowed")
        expect(emailUpdateRefusal({ ...connectors, activeConnectorIds: { eip155: "ID_AUTH" } }, undefined)?._tag).toBe("UpdateEmailNotAllowed")
        expect(yield* sentOf(script, "@w3m-app/UPDATE_EMAIL")).toEqual([])
      })
    ))

  it.scoped("connected through the auth connector: allowed", () =>
    withEmbeddedWallet((script) =>
      Effect.gen(function* () {
        yield* logIn(script, { email: OLD })
        yield* checkEmailUpdateAllowed
        expect(emailUpdateRefusal(yield* connectorsState, "eip155")).toBeUndefined()
      })
    ))
})

describe("the update, step by step (WIRE §4.6)", () => {
  it.scoped("UPDATE_EMAIL, the current address's code (a wrong one refused, the step stays), the new address's code, then the poll at 0, 1,000 and 2,000 ms until GET_USER has the new email", () =>
    withEmbeddedWallet((script) =>
      Effect.gen(function* () {
        const user: FrameUser = { email: OLD }
        yield* logIn(script, user)
        yield* Effect.flatMap(Router, (router) => Ref.set(router.history, [{ view: "Account" }, { view: "UpdateEmailWallet" }]))
        const loginTime = yield* TestClock.currentTimeMillis

        expect(yield* startEmailUpdate(NEW)).toBe("VERIFY_PRIMARY_OTP")
        expect((yield* sentOf(script, "@w3m-app/UPDATE_EMAIL")).map((event) => event.payload)).toEqual([{ email: NEW }])
        // The email login time is refreshed (WIRE §4.8): the cool-down of email codes runs from here.
        expect(yield* stored("@appkit-wallet/LAST_EMAIL_LOGIN_TIME")).toEqual(Option.some(String(loginTime)))

        const wrong = yield* Effect.flip(confirmCurrentEmail("000000"))
        expect(wrong._tag === "FrameError" && messageOf(wrong)).toBe("Invalid code")
        yield* confirmCurrentEmail(PRIMARY)
        expect(yield* confirmNewEmail(SECONDARY)).toBe(NEW)
        expect((yield* sentOf(script, "@w3m-app/UPDATE_EMAIL_PRIMARY_OTP")).map((event) => event.payload)).toEqual([{ otp: "000000" }, { otp: PRIMARY }])
        expect((yield* sentOf(script, "@w3m-app/UPDATE_EMAIL_SECONDARY_OTP")).map((event) => event.payload)).toEqual([{ otp: SECONDARY }])

        // The frame still reports the old address: asked at once, again 1 s after each answer.
        const asked = Effect.map(sentOf(script, "@w3m-app/GET_USER"), (sent) => sent.length)
        const before = yield* asked
        const finishing = yield* Effect.fork(finishEmailUpdate(NEW))
        yield* TestClock.adjust("0 millis")
        expect(yield* asked).toBe(before + 1)
        yield* TestClock.adjust("999 millis")
        expect(yield* asked).toBe(before + 1)
        yield* TestClock.adjust("1 millis")
        expect(yield* asked).toBe(before + 2)
        expect((yield* accountOf())?.user?.email).toBe(OLD)
        expect(yield* stored("@appkit-wallet/EMAIL")).toEqual(Option.some(OLD))

        // The secure site switched: the next ask sees it, and the poll ends there.
        user.email = NEW
        yield* TestClock.adjust("999 millis")
        expect(yield* asked).toBe(before + 2)
        yield* TestClock.adjust("1 millis")
        yield* Fiber.join(finishing)
        expect(yield* asked).toBe(before + 3)
        yield* TestClock.adjust("5 seconds")
        expect(yield* asked).toBe(before + 3)

        // GET_USER asked on the account's network; the account, the login cache and the router follow.
        const network = yield* networkOf()
        expect((yield* sentOf(script, "@w3m-app/GET_USER")).at(-1)?.payload).toEqual({ chainId: network?.id })
        expect((yield* accountOf())?.user?.email).toBe(NEW)
        expect((yield* accountOf())?.address).toBe(ADDRESS)
        expect(yield* stored("@appkit-wallet/EMAIL")).toEqual(Option.some(NEW))
        expect(yield* stored("@appkit-wallet/EMAIL_LOGIN_USED_KEY")).toEqual(Option.some("true"))
        expect(yield* stored("@appkit-wallet/LAST_EMAIL_LOGIN_TIME")).toEqual(Option.none())
        expect(yield* historyOf).toEqual([{ view: "Account" }])
      })
    ))

  it.scoped("a login without an email (social) gets VERIFY_SECONDARY_OTP: the new address's code at once", () =>
    withEmbeddedWallet((script) =>
      Effect.gen(function* () {
        const user: FrameUser = { email: null }
        yield* logIn(script, user, "VERIFY_SECONDARY_OTP")
        expect(yield* startEmailUpdate(NEW)).toBe("VERIFY_SECONDARY_OTP")
        expect(yield* confirmNewEmail(SECONDARY)).toBe(NEW)
        user.email = NEW
        yield* finishEmailUpdate(NEW)
        expect((yield* accountOf())?.user?.email).toBe(NEW)
        expect(yield* sentOf(script, "@w3m-app/UPDATE_EMAIL_PRIMARY_OTP")).toEqual([])
      })
    ))

  it.scoped("a second UPDATE_EMAIL waits 30 s from the first: 'Please try again after 1 seconds' at 29,999 ms, sent at 30,000 ms", () =>
    withEmbeddedWallet((script) =>
      Effect.gen(function* () {
        yield* logIn(script, { email: OLD })
        yield* startEmailUpdate(NEW)
        yield* TestClock.adjust("29999 millis")
        const early = yield* Effect.flip(startEmailUpdate(NEW))
        expect(messageOf(early)).toBe("Please try again after 1 seconds")
        expect(yield* sentOf(script, "@w3m-app/UPDATE_EMAIL")).toHaveLength(1)
        yield* TestClock.adjust("1 millis")
        expect(yield* startEmailUpdate(NEW)).toBe("VERIFY_PRIMARY_OTP")
        expect(yield* sentOf(script, "@w3m-app/UPDATE_EMAIL")).toHaveLength(2)
      })
    ))
})

describe("the secure site's refusals, typed as a login's (its limits)", () => {
  it.scoped("a lock after wrong codes, with its end on the Clock; an expired code; a throttled mail; any other refusal as the frame words it", () =>
    withEmbeddedWallet((script) =>
      Effect.gen(function* () {
        yield* logIn(script, { email: OLD })
        const base = answers({ email: OLD })
        yield* script.answerWith((event) => {
          switch (event.type) {
            case "@w3m-app/UPDATE_EMAIL":
              return event.payload.email === NEW
                ? frameError(event, "UPDATE_EMAIL", { message: "Please try again after 12 seconds", refusal: "resend-throttled", retryAfterMs: 11_500 })
                : frameError(event, "UPDATE_EMAIL", { message: "This email address is already in use" })
            case "@w3m-app/UPDATE_EMAIL_PRIMARY_OTP":
              return frameError(event, "UPDATE_EMAIL_PRIMARY_OTP", { message: "Too many wrong codes", refusal: "wrong-codes-locked", retryAfterMs: 900_000 })
            case "@w3m-app/UPDATE_EMAIL_SECONDARY_OTP":
              return frameError(event, "UPDATE_EMAIL_SECONDARY_OTP", { message: "This code has expired. Ask for a new one", refusal: "code-expired" })
            default:
              return base(event)
          }
        })
        const throttled = yield* Effect.flip(startEmailUpdate(NEW))
        expect(throttled).toMatchObject({ _tag: "EmailThrottled", remainingMs: 11_500 })
        expect(messageOf(throttled)).toBe("Please try again after 12 seconds")
        const taken = yield* Effect.flip(startEmailUpdate("other@b.co"))
        expect(taken._tag === "FrameError" && messageOf(taken)).toBe("This email address is already in use")

        const now = yield* TestClock.currentTimeMillis
        const locked = yield* Effect.flip(confirmCurrentEmail(PRIMARY))
        expect(locked).toMatchObject({ _tag: "WrongCodesLocked", remainingMs: 900_000, untilMs: now + 900_000 })
        expect(messageOf(locked)).toBe("Too many wrong codes. Please try again after 900 seconds")
        const expired = yield* Effect.flip(confirmNewEmail(SECONDARY))
        expect(expired._tag).toBe("LoginCodeExpired")
      })
    ))
})
