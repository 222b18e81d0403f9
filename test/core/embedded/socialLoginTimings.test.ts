/**
 * The social login's clocks, on the TestClock at their literal boundaries: the popup is looked at
 * every second (SPEC §9), so a popup the person closed fails the login with 'Popup closed' at the
 * next look and not a millisecond sooner; the frame's address for the popup is awaited 120 s
 * (SPEC §9, WIRE §4.2), then the login fails with 'Failed to initiate social connection'.
 */
import { describe, expect, it } from "@effect/vitest"
import { Effect, Fiber, TestClock } from "effect"
import { connectSocial } from "../../../core/embedded/connectSocial.js"
import { messageOf } from "../../../core/errors/catalogue.js"
import { popupVisited, sentOf, socialFrame, stillRunning, withSocialLogin } from "./socialLoginEnv.js"

describe("the social login's clocks", () => {
  it.scoped("a popup closed at once: still waiting at 999 ms, 'Popup closed' at 1,000 ms, no login sent", () =>
    withSocialLogin((frame, popup) =>
      Effect.gen(function* () {
        yield* frame.answerWith(socialFrame())
        const login = yield* Effect.fork(connectSocial("google"))
        yield* popupVisited(popup)
        yield* popup.personCloses
        yield* TestClock.adjust("999 millis")
        expect(yield* stillRunning(login)).toBe(true)
        yield* TestClock.adjust("1 millis")
        const error = yield* Effect.flip(Fiber.join(login))
        expect(error._tag).toBe("PopupClosed")
        expect(messageOf(error)).toBe("Popup closed")
        expect((yield* frame.sent).map((event) => event.type)).not.toContain("@w3m-app/CONNECT_SOCIAL")
      })
    ))

  it.scoped("a popup closed just after a look is found at the next one, a second later: 1,999 ms waiting, 2,000 ms 'Popup closed'", () =>
    withSocialLogin((frame, popup) =>
      Effect.gen(function* () {
        yield* frame.answerWith(socialFrame())
        const login = yield* Effect.fork(connectSocial("google"))
        yield* popupVisited(popup)
        yield* TestClock.adjust("1001 millis")
        yield* popup.personCloses
        yield* TestClock.adjust("998 millis")
        expect(yield* stillRunning(login)).toBe(true)
        yield* TestClock.adjust("1 millis")
        expect((yield* Effect.flip(Fiber.join(login)))._tag).toBe("PopupClosed")
      })
    ))

  it.scoped("the popup's address unanswered: waiting at 119,999 ms, at 120,000 ms 'Failed to initiate social connection' and the popup closed", () =>
    withSocialLogin((frame, popup) =>
      Effect.gen(function* () {
        yield* frame.answerWith(socialFrame({ redirect: "unanswered" }))
        const login = yield* Effect.fork(connectSocial("google"))
        yield* sentOf(frame, "@w3m-app/GET_SOCIAL_REDIRECT_URI")
        yield* TestClock.adjust("119999 millis")
        expect(yield* stillRunning(login)).toBe(true)
        expect((yield* popup.opened)[0]?.closed).toBe(false)
        yield* TestClock.adjust("1 millis")
        const error = yield* Effect.flip(Fiber.join(login))
        expect(error._tag).toBe("SocialConnectionFailed")
        expect(messageOf(error)).toBe("Failed to initiate social connection")
        expect(error._tag === "SocialConnectionFailed" && (error.cause as { _tag?: string })._tag).toBe("EmbeddedWalletRequestTimedOut")
        expect((yield* popup.opened)[0]?.closedByApp).toBe(true)
      })
    ))
})
