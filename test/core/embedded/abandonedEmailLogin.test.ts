/**
 * SPEC §7 (RPC abort), WIRE §4.2, §4.6: an email login step left unanswered (the view left, the
 * modal closed, the 120 s timeout) is aborted in the frame with RPC_ABORT under the request's own
 * id, so its long-poll ends; any number of abandoned logins leave the next one free to go on.
 * Resend asks the secure site again and says what it mailed: an approval link or a code.
 */
import { describe, expect, it } from "@effect/vitest"
import { Effect, Fiber, Option, TestClock } from "effect"
import { approveDevice } from "../../../core/embedded/approveDevice.js"
import { beginEmailLogin } from "../../../core/embedded/beginEmailLogin.js"
import { resendEmailLogin } from "../../../core/embedded/resendEmailLogin.js"
import { messageOf } from "../../../core/errors/catalogue.js"
import { closeModal } from "../../../core/router/closeModal.js"
import { openModal } from "../../../core/router/openModal.js"
import type { FrameScript } from "../../../layers/SecureFrameTest.js"
import type { AppEvent } from "../../../schemas/AppEvent.js"
import { accountOf } from "../connection/evmTestEnv.js"
import { userAnswer } from "./embeddedTestEnv.js"
import { withEmbeddedWallet } from "./withEmbeddedWallet.js"

type Action = "VERIFY_DEVICE" | "VERIFY_OTP" | "CONNECT"

/** A frame that answers CONNECT_EMAIL with `action` and GET_USER, and leaves the device wait open. */
const answers =
  (action: Action) =>
  (event: AppEvent): ReadonlyArray<unknown> =>
    event.type === "@w3m-app/CONNECT_EMAIL"
      ? [{ type: "@w3m-frame/CONNECT_EMAIL_SUCCESS", id: event.id, payload: { action } }]
      : event.type === "@w3m-app/GET_USER"
        ? userAnswer(1)(event)
        : []


/** Waits until the frame was sent an event of `type`; gives it. */
const sentOf = (script: FrameScript, type: AppEvent["type"]) => Effect.repeat(script.nextSent, { until: (event) => event.type === type })
const sentOfType = (script: FrameScript, type: AppEvent["type"]) =>
  Effect.map(script.sent, (sent) => sent.filter((event) => event.type === type))

/** An email login up to its device wait: CONNECT_DEVICE sent and unanswered. */
const waitingForDevice = (script: FrameScript, email: string) =>
  Effect.gen(function* () {
    yield* beginEmailLogin(email)
    const wait = yield* Effect.fork(approveDevice)
    const device = yield* sentOf(script, "@w3m-app/CONNECT_DEVICE")
    return { wait, id: device.id }
  })

describe("an abandoned email login is aborted in the frame (WIRE §4.2)", () => {
  it.scoped("leaving the device step: one RPC_ABORT with CONNECT_DEVICE's own id", () =>
    withEmbeddedWallet((script) =>
      Effect.gen(function* () {
        yield* script.answerWith(answers("VERIFY_DEVICE"))
        const { wait, id } = yield* waitingForDevice(script, "a@b.co")
        expect(yield* sentOfType(script, "@w3m-app/RPC_ABORT")).toEqual([])
        yield* Fiber.interrupt(wait)
        expect(yield* sentOfType(script, "@w3m-app/RPC_ABORT")).toEqual([{ type: "@w3m-app/RPC_ABORT", id }])
      })
    ))

  it.scoped("closing the modal during the device wait: 'Modal closed', and the wait aborted in the frame", () =>
    withEmbeddedWallet((script) =>
      Effect.gen(function* () {
        yield* script.answerWith(answers("VERIFY_DEVICE"))
        yield* openModal({ view: "Connect" })
        const { wait, id } = yield* waitingForDevice(script, "a@b.co")
        yield* closeModal
        expect(messageOf(yield* Effect.flip(Fiber.join(wait)))).toBe("Modal closed")
        expect(yield* sentOfType(script, "@w3m-app/RPC_ABORT")).toEqual([{ type: "@w3m-app/RPC_ABORT", id }])
      })
    ))

  it.scoped("a device approval answered is not aborted", () =>
    withEmbeddedWallet((script) =>
      Effect.gen(function* () {
        yield* script.answerWith((event) =>
          event.type === "@w3m-app/CONNECT_DEVICE" ? [{ type: "@w3m-frame/CONNECT_DEVICE_SUCCESS", id: event.id }] : answers("VERIFY_DEVICE")(event)
        )
        yield* beginEmailLogin("a@b.co")
        yield* approveDevice
        expect(yield* sentOfType(script, "@w3m-app/RPC_ABORT")).toEqual([])
      })
    ))

  it.scoped("the device wait unanswered: nothing at 119 999 ms; at 120 000 ms it times out and is aborted in the frame", () =>
    withEmbeddedWallet((script) =>
      Effect.gen(function* () {
        yield* script.answerWith(answers("VERIFY_DEVICE"))
        const { wait, id } = yield* waitingForDevice(script, "a@b.co")
        yield* TestClock.adjust("119999 millis")
        expect(Option.isNone(yield* Fiber.poll(wait))).toBe(true)
        expect(yield* sentOfType(script, "@w3m-app/RPC_ABORT")).toEqual([])
        yield* TestClock.adjust("1 millis")
        const error = yield* Effect.flip(Fiber.join(wait))
        expect(error._tag).toBe("EmbeddedWalletRequestTimedOut")
        expect(yield* sentOfType(script, "@w3m-app/RPC_ABORT")).toEqual([{ type: "@w3m-app/RPC_ABORT", id }])
      })
    ))

  it.scoped("eight logins abandoned at the device step, each aborted; a ninth reaches its code step", () =>
    withEmbeddedWallet((script) =>
      Effect.gen(function* () {
        yield* script.answerWith(answers("VERIFY_DEVICE"))
        const abandoned: Array<string | undefined> = []
        for (let attempt = 1; attempt <= 8; attempt++) {
          const { wait, id } = yield* waitingForDevice(script, `attempt-${attempt}@example.com`)
          yield* Fiber.interrupt(wait)
          abandoned.push(id)
          // The next code may be asked for 30 000 ms after the last (SPEC §9).
          yield* TestClock.adjust("30000 millis")
        }
        expect((yield* sentOfType(script, "@w3m-app/RPC_ABORT")).map((event) => event.id)).toEqual(abandoned)
        yield* script.answerWith((event) =>
          event.type === "@w3m-app/CONNECT_DEVICE" ? [{ type: "@w3m-frame/CONNECT_DEVICE_SUCCESS", id: event.id }] : answers("VERIFY_DEVICE")(event)
        )
        yield* beginEmailLogin("attempt-9@example.com")
        yield* approveDevice
        expect(yield* sentOfType(script, "@w3m-app/RPC_ABORT")).toHaveLength(8)
      })
    ))
})

describe("Resend sends what the step needs (WIRE §4.6)", () => {
  it.scoped("refused at 29 999 ms after the last request; at 30 000 ms a VERIFY_DEVICE answer is a new approval link", () =>
    withEmbeddedWallet((script) =>
      Effect.gen(function* () {
        yield* script.answerWith(answers("VERIFY_DEVICE"))
        yield* beginEmailLogin("a@b.co")
        yield* TestClock.adjust("29999 millis")
        const early = yield* Effect.flip(resendEmailLogin("a@b.co"))
        expect(early._tag).toBe("EmailThrottled")
        expect(messageOf(early)).toBe("Please try again after 1 seconds")
        yield* TestClock.adjust("1 millis")
        expect(yield* resendEmailLogin("a@b.co")).toBe("ApprovalLink")
        expect(yield* sentOfType(script, "@w3m-app/CONNECT_EMAIL")).toHaveLength(2)
      })
    ))

  it.scoped("a VERIFY_OTP answer is a code; a CONNECT answer connects the wallet at once", () =>
    withEmbeddedWallet((script) =>
      Effect.gen(function* () {
        yield* script.answerWith(answers("VERIFY_OTP"))
        yield* beginEmailLogin("a@b.co")
        yield* TestClock.adjust("30000 millis")
        expect(yield* resendEmailLogin("a@b.co")).toBe("Code")
        yield* TestClock.adjust("30000 millis")
        yield* script.answerWith(answers("CONNECT"))
        expect(yield* resendEmailLogin("a@b.co")).toBe("LoggedIn")
        expect((yield* accountOf())?.status).toBe("connected")
      })
    ))
})
