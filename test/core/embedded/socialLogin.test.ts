/**
 * Social login in its popup (SPEC §4, WIRE §4.7), over a scripted frame and popup: the popup opens
 * within the click, 600x800 on the secure site's loading page, and goes to the provider's authorize
 * URL the frame gives; the secure site's `{resultUri}` from its own origin logs in (CONNECT_SOCIAL),
 * anything else posted to the page is passed over (a foreign origin's result tracked as
 * SOCIAL_LOGIN_ERROR); the popup is closed by the app once the wait ends; the provider and account
 * name are kept and shown; the login's failures carry the catalogue's words.
 */
import { describe, expect, it } from "@effect/vitest"
import { Effect, Fiber, Option } from "effect"
import { connectSocial } from "../../../core/embedded/connectSocial.js"
import { embeddedLoginLabel } from "../../../core/embedded/embeddedLoginLabel.js"
import { messageOf } from "../../../core/errors/catalogue.js"
import { closeModal } from "../../../core/router/closeModal.js"
import { openModal } from "../../../core/router/openModal.js"
import { accountOf, trackedEvents, views } from "../connection/evmTestEnv.js"
import { ADDRESS, stored } from "./embeddedTestEnv.js"
import {
  AUTHORIZE_URL,
  LOADING_URL,
  RESULT_URI,
  SECURE_SITE,
  eventually,
  popupVisited,
  runFromClick,
  sentOf,
  socialFrame,
  stillRunning,
  withSocialLogin
} from "./socialLoginEnv.js"

const socialEvents = Effect.map(trackedEvents, (events) => events.filter((props) => props.event.startsWith("SOCIAL_LOGIN")).map((props) => props.event))

describe("social login in a popup (WIRE §4.7)", () => {
  it.scoped("opens the popup within the click, 600x800 on the secure site's loading page, before anything is awaited", () =>
    withSocialLogin((frame, popup) =>
      Effect.gen(function* () {
        yield* frame.answerWith(socialFrame({ redirect: "unanswered" }))
        const login = yield* runFromClick(connectSocial("google"))
        // Read in the same turn as the fork: nothing has been awaited yet.
        expect((yield* popup.opened).map(({ url, size }) => ({ url, size }))).toEqual([{ url: LOADING_URL, size: { width: 600, height: 800 } }])
        yield* Fiber.interrupt(login)
      })
    ))

  it.scoped("goes to the authorize URL, takes the secure site's result, closes the popup and connects: Account, provider and name kept", () =>
    withSocialLogin((frame, popup) =>
      Effect.gen(function* () {
        yield* frame.answerWith(socialFrame({ userName: "alice0" }))
        yield* openModal({ view: "Connect" })
        const login = yield* Effect.fork(connectSocial("discord"))
        const asked = yield* sentOf(frame, "@w3m-app/GET_SOCIAL_REDIRECT_URI")
        expect(asked.type === "@w3m-app/GET_SOCIAL_REDIRECT_URI" && asked.payload).toEqual({ provider: "discord" })
        expect(yield* popupVisited(popup)).toEqual([AUTHORIZE_URL])
        yield* popup.post(SECURE_SITE, { resultUri: RESULT_URI })
        yield* Fiber.join(login)

        const connect = (yield* frame.sent).find((event) => event.type === "@w3m-app/CONNECT_SOCIAL")
        expect(connect?.type === "@w3m-app/CONNECT_SOCIAL" && connect.payload).toEqual({ uri: RESULT_URI, preferredAccountType: "smartAccount", chainId: "eip155:1" })
        expect((yield* popup.opened).map(({ closed, closedByApp }) => ({ closed, closedByApp }))).toEqual([{ closed: true, closedByApp: true }])
        const account = yield* accountOf()
        expect([account?.address, account?.status, account?.socialProvider, account?.user]).toEqual([ADDRESS, "connected", "discord", { email: null, username: "alice0" }])
        // SPEC §5: a Discord name ending in 0 shows without it.
        expect(embeddedLoginLabel(account)).toBe("alice")
        expect(yield* stored("@appkit/connected_social")).toEqual(Option.some("discord"))
        expect(yield* stored("@appkit-wallet/SOCIAL_USERNAME")).toEqual(Option.some("alice0"))
        expect((yield* views).at(-1)).toBe("Account")
        expect(yield* socialEvents).toEqual(["SOCIAL_LOGIN_STARTED", "SOCIAL_LOGIN_REQUEST_USER_DATA", "SOCIAL_LOGIN_SUCCESS"])
      })
    ))

  it.scoped("passes over a result from another origin (tracked as SOCIAL_LOGIN_ERROR) and anything that is not a result", () =>
    withSocialLogin((frame, popup) =>
      Effect.gen(function* () {
        yield* frame.answerWith(socialFrame())
        const login = yield* Effect.fork(connectSocial("google"))
        yield* popupVisited(popup)
        yield* popup.post(SECURE_SITE, { resultUri: 42 })
        yield* popup.post(SECURE_SITE, "hello")
        yield* popup.post(SECURE_SITE, { type: "@w3m-frame/READY" })
        yield* popup.post("https://accounts.provider.test", { resultUri: `${SECURE_SITE}/social/result?id=forged` })
        yield* eventually(socialEvents, (events) => events.includes("SOCIAL_LOGIN_ERROR"))
        expect(yield* stillRunning(login)).toBe(true)
        expect((yield* frame.sent).map((event) => event.type)).not.toContain("@w3m-app/CONNECT_SOCIAL")
        expect(yield* socialEvents).toEqual(["SOCIAL_LOGIN_STARTED", "SOCIAL_LOGIN_ERROR"])

        yield* popup.post(SECURE_SITE, { resultUri: RESULT_URI })
        yield* Fiber.join(login)
        const connects = (yield* frame.sent).filter((event) => event.type === "@w3m-app/CONNECT_SOCIAL")
        expect(connects.map((event) => event.type === "@w3m-app/CONNECT_SOCIAL" && event.payload.uri)).toEqual([RESULT_URI])
      })
    ))

  it.scoped("the frame not giving the provider's address: 'Failed to initiate social connection', the popup closed", () =>
    withSocialLogin((frame, popup) =>
      Effect.gen(function* () {
        yield* frame.answerWith(socialFrame({ redirect: "refused" }))
        const error = yield* Effect.flip(connectSocial("github"))
        expect(error._tag).toBe("SocialConnectionFailed")
        expect(messageOf(error)).toBe("Failed to initiate social connection")
        expect((yield* frame.sent).map((event) => event.type)).toEqual(["@w3m-app/GET_SOCIAL_REDIRECT_URI"])
        expect((yield* popup.opened)[0]?.closedByApp).toBe(true)
        expect(yield* socialEvents).toEqual(["SOCIAL_LOGIN_STARTED", "SOCIAL_LOGIN_ERROR"])
        expect(yield* stored("@appkit/connected_social")).toEqual(Option.none())
      })
    ))

  it.scoped("the modal closed during the login: 'Modal closed', the popup closed, nothing kept", () =>
    withSocialLogin((frame, popup) =>
      Effect.gen(function* () {
        yield* frame.answerWith(socialFrame())
        yield* openModal({ view: "Connect" })
        const login = yield* Effect.fork(connectSocial("apple"))
        yield* sentOf(frame, "@w3m-app/GET_SOCIAL_REDIRECT_URI")
        yield* closeModal
        const error = yield* Effect.flip(Fiber.join(login))
        expect(error._tag).toBe("ModalClosed")
        expect(messageOf(error)).toBe("Modal closed")
        expect((yield* popup.opened)[0]?.closedByApp).toBe(true)
        expect(yield* socialEvents).toEqual(["SOCIAL_LOGIN_STARTED", "SOCIAL_LOGIN_CANCELED"])
        expect((yield* accountOf())?.status ?? "disconnected").toBe("disconnected")
      })
    ))

  it.scoped("a popup the browser blocks: PopupBlocked, nothing asked of the frame; the next try opens it", () =>
    withSocialLogin((frame, popup) =>
      Effect.gen(function* () {
        yield* frame.answerWith(socialFrame({ redirect: "unanswered" }))
        yield* popup.blockPopups(true)
        const error = yield* Effect.flip(connectSocial("x"))
        expect(error._tag).toBe("PopupBlocked")
        expect(messageOf(error)).toBe("The browser blocked the sign-in window")
        expect(yield* frame.sent).toEqual([])
        expect(yield* socialEvents).toEqual([])
        yield* popup.blockPopups(false)
        const again = yield* runFromClick(connectSocial("x"))
        expect((yield* popup.opened).map((opened) => opened.url)).toEqual([LOADING_URL])
        yield* Fiber.interrupt(again)
        // Left (the view's Back): the popup goes with the login.
        expect((yield* popup.opened)[0]?.closedByApp).toBe(true)
      })
    ))
})
