/**
 * SPEC §4, §8: closing the modal while an email login waits rejects the login with ModalClosed
 * ('Modal closed'), and nothing stays half connected: no stored connection, no login flag, the
 * account not connected; a code already sent gets the wallet signed out, as the frame may still
 * accept it. A login the frame already accepted is finished, not left half done.
 */
import { describe, expect, it } from "@effect/vitest"
import { Effect, Fiber, Option } from "effect"
import { approveDevice } from "../../../core/embedded/approveDevice.js"
import { beginEmailLogin } from "../../../core/embedded/beginEmailLogin.js"
import { loginWithOtp } from "../../../core/embedded/loginWithOtp.js"
import { messageOf } from "../../../core/errors/catalogue.js"
import { closeModal } from "../../../core/router/closeModal.js"
import { openModal } from "../../../core/router/openModal.js"
import { Storage } from "../../../core/services/Storage.js"
import type { FrameScript } from "../../../layers/SecureFrameTest.js"
import type { AppEvent } from "../../../schemas/AppEvent.js"
import { accountOf } from "../connection/evmTestEnv.js"
import { ADDRESS, userAnswer } from "./embeddedTestEnv.js"
import { withEmbeddedWallet } from "./withEmbeddedWallet.js"

const EMAIL = "a@b.co"

/** A frame that answers CONNECT_EMAIL with `action`, SIGN_OUT and GET_USER, and leaves the rest unanswered. */
const answers =
  (action: "VERIFY_DEVICE" | "VERIFY_OTP" | "CONNECT", otp: "answered" | "unanswered") =>
  (event: AppEvent): ReadonlyArray<unknown> => {
    switch (event.type) {
      case "@w3m-app/CONNECT_EMAIL":
        return [{ type: "@w3m-frame/CONNECT_EMAIL_SUCCESS", id: event.id, payload: { action } }]
      case "@w3m-app/CONNECT_OTP":
        return otp === "answered" ? [{ type: "@w3m-frame/CONNECT_OTP_SUCCESS", id: event.id }] : []
      case "@w3m-app/SIGN_OUT":
        return [{ type: "@w3m-frame/SIGN_OUT_SUCCESS", id: event.id }]
      case "@w3m-app/GET_USER":
        return userAnswer(1)(event)
      default:
        return []
    }
  }


const sentTypes = (script: FrameScript) => Effect.map(script.sent, (sent) => sent.map((event) => event.type))
const stored = (key: Parameters<Storage["Type"]["get"]>[0]) => Effect.flatMap(Storage, (s) => s.get(key))

/** Nothing of the login is kept: no flag, no stored connection, the account not connected. */
const nothingKept = Effect.gen(function* () {
  expect(yield* stored("@appkit-wallet/EMAIL_LOGIN_USED_KEY")).toEqual(Option.none())
  expect(yield* stored("@appkit/eip155:connected_connector_id")).toEqual(Option.none())
  expect((yield* accountOf())?.status ?? "disconnected").toBe("disconnected")
})

/** Waits until the frame was sent an event of `type`. */
const sentOf = (script: FrameScript, type: AppEvent["type"]) =>
  Effect.repeat(script.nextSent, { until: (event) => event.type === type })

describe("closing the modal during an email login (SPEC §4)", () => {
  it.scoped("while the code waits for the frame: the login fails with 'Modal closed', the wallet is signed out, nothing is kept", () =>
    withEmbeddedWallet((script) =>
      Effect.gen(function* () {
        yield* script.answerWith(answers("VERIFY_OTP", "unanswered"))
        yield* openModal({ view: "Connect" })
        yield* beginEmailLogin(EMAIL)
        const login = yield* Effect.fork(loginWithOtp("123456"))
        yield* sentOf(script, "@w3m-app/CONNECT_OTP")
        yield* closeModal
        const error = yield* Effect.flip(Fiber.join(login))
        expect(error._tag).toBe("ModalClosed")
        expect(messageOf(error)).toBe("Modal closed")
        expect(yield* sentTypes(script)).toContain("@w3m-app/SIGN_OUT")
        expect(yield* sentTypes(script)).not.toContain("@w3m-app/GET_USER")
        yield* nothingKept
      })
    ))

  it.scoped("while the device approval waits: the login fails with 'Modal closed' and nothing is kept", () =>
    withEmbeddedWallet((script) =>
      Effect.gen(function* () {
        yield* script.answerWith(answers("VERIFY_DEVICE", "unanswered"))
        yield* openModal({ view: "Connect" })
        yield* beginEmailLogin(EMAIL)
        const approval = yield* Effect.fork(approveDevice)
        yield* sentOf(script, "@w3m-app/CONNECT_DEVICE")
        yield* closeModal
        expect((yield* Effect.flip(Fiber.join(approval)))._tag).toBe("ModalClosed")
        yield* nothingKept
      })
    ))

  it.scoped("while the code is asked for: beginEmailLogin fails with 'Modal closed' and opens no EmailLogin", () =>
    withEmbeddedWallet((script) =>
      Effect.gen(function* () {
        yield* script.answerWith(() => [])
        yield* openModal({ view: "Connect" })
        const begun = yield* Effect.fork(beginEmailLogin(EMAIL))
        yield* sentOf(script, "@w3m-app/CONNECT_EMAIL")
        yield* closeModal
        expect((yield* Effect.flip(Fiber.join(begun)))._tag).toBe("ModalClosed")
        yield* nothingKept
      })
    ))

  it.scoped("a code the frame accepted: the login is finished although its waiter is stopped, and ends connected", () =>
    withEmbeddedWallet((script) =>
      Effect.gen(function* () {
        yield* script.answerWith(answers("VERIFY_OTP", "answered"))
        yield* openModal({ view: "Connect" })
        yield* beginEmailLogin(EMAIL)
        const login = yield* Effect.fork(loginWithOtp("123456"))
        yield* sentOf(script, "@w3m-app/GET_USER")
        // The view is left (the modal closed): its program is interrupted, the login goes on.
        yield* Fiber.interrupt(login)
        yield* Effect.repeat(accountOf(), { until: (account) => account?.status === "connected" })
        expect((yield* accountOf())?.caipAddress).toBe(`eip155:1:${ADDRESS}`)
        expect(yield* stored("@appkit/eip155:connected_connector_id")).toEqual(Option.some("ID_AUTH"))
        expect(yield* sentTypes(script)).not.toContain("@w3m-app/SIGN_OUT")
      })
    ))
})
