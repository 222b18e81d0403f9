/**
 * Social login inside a Telegram mini app (SPEC §2, §5, WIRE §4.7, 5), over a scripted frame, a
 * scripted page and a stated platform: no popup opens; the page itself goes to the provider's
 * authorize URL, its own address appended to the `state`, the provider kept in
 * `@appkit/social_provider`; the page back with `result_uri` has it taken out of the address bar,
 * then logs in with it (CONNECT_SOCIAL) and forgets the provider. A result with no provider kept
 * is removed and ignored; one that is not a URL, or that the secure site refuses, opens Connect
 * with the catalogue's words and keeps nothing.
 */
import { describe, expect, it } from "@effect/vitest"
import { Effect, Layer, Option, Ref } from "effect"
import { finishSocialRedirect } from "../../../core/embedded/finishSocialRedirect.js"
import { loginWithSocial } from "../../../core/embedded/loginWithSocial.js"
import { startSocialLogin } from "../../../core/embedded/startSocialLogin.js"
import { messageOf } from "../../../core/errors/catalogue.js"
import { openModal } from "../../../core/router/openModal.js"
import { Alerts } from "../../../core/services/Alerts.js"
import type { PlatformFacts } from "../../../core/services/Platform.js"
import { Storage } from "../../../core/services/Storage.js"
import * as PageNavigationTest from "../../../layers/PageNavigationTest.js"
import { PageNavigationScript } from "../../../layers/PageNavigationTest.js"
import * as PlatformTest from "../../../layers/PlatformTest.js"
import type { FrameScript } from "../../../layers/SecureFrameTest.js"
import type { PopupScript } from "../../../layers/SocialPopupTest.js"
import type { AppEvent } from "../../../schemas/AppEvent.js"
import { accountOf, modalOpen, trackedEvents, views } from "../connection/evmTestEnv.js"
import { ADDRESS, stored } from "./embeddedTestEnv.js"
import { AUTHORIZE_URL, RESULT_URI, sentOf, socialFrame, withSocialLogin } from "./socialLoginEnv.js"

const APP_PAGE = "https://app.example/play?tab=tokens#top"
const TELEGRAM_IOS: Partial<PlatformFacts> = { isBrowser: true, isTelegram: true, isIos: true, isMobile: true }

/** The social login's services, a page at `address` and a stated platform. */
const inTelegram = <A, E, R>(
  body: (frame: FrameScript, popup: PopupScript) => Effect.Effect<A, E, R>,
  { address = APP_PAGE, platform = TELEGRAM_IOS }: { readonly address?: string; readonly platform?: Partial<PlatformFacts> } = {}
) => withSocialLogin(body).pipe(Effect.provide(Layer.merge(PlatformTest.layer(platform), PageNavigationTest.layer(address))))

const page = PageNavigationScript
const socialEvents = Effect.map(trackedEvents, (events) => events.filter((props) => props.event.startsWith("SOCIAL_LOGIN")).map((props) => props.event))
const sentTypes = (frame: FrameScript) => Effect.map(frame.sent, (sent) => sent.map((event) => event.type))
const snackbar = Effect.flatMap(Alerts, (alerts) => Ref.get(alerts.snackbar))
const keepProvider = (provider: string) => Effect.flatMap(Storage, (storage) => storage.set("@appkit/social_provider", provider))
/** The app's page as the secure site sends it back, with the result. */
const returnedWith = (resultUri: string) => `https://app.example/play?tab=tokens&result_uri=${encodeURIComponent(resultUri)}#top`
const loginKept = Effect.all([stored("@appkit/connected_social"), stored("@appkit-wallet/SOCIAL_USERNAME"), stored("@appkit-wallet/EMAIL_LOGIN_USED_KEY")])

/** The secure site's answers, the authorize URL given as `uri`. */
const frameGiving = (uri: string) => (event: AppEvent) =>
  event.type === "@w3m-app/GET_SOCIAL_REDIRECT_URI" ? [{ type: "@w3m-frame/GET_SOCIAL_REDIRECT_URI_SUCCESS", id: event.id, payload: { uri } }] : socialFrame()(event)

describe("the login leaves for the provider inside Telegram (WIRE §4.7, 5)", () => {
  it.scoped("a provider's button opens no popup: ConnectingSocial shows, and the page itself goes to the provider", () =>
    inTelegram((frame, popup) =>
      Effect.gen(function* () {
        yield* frame.answerWith(socialFrame())
        yield* openModal({ view: "Connect" })
        yield* startSocialLogin("google")
        expect(yield* popup.opened).toEqual([])
        expect((yield* views).at(-1)).toBe("ConnectingSocial")

        yield* loginWithSocial("google")
        const asked = yield* sentOf(frame, "@w3m-app/GET_SOCIAL_REDIRECT_URI")
        expect(asked.type === "@w3m-app/GET_SOCIAL_REDIRECT_URI" && asked.payload).toEqual({ provider: "google" })
        // AppKit's form: `--` and the page's address, URL-encoded, after the provider's own state.
        expect(yield* (yield* page).left).toEqual([`https://accounts.provider.test/google/authorize?state=s1--${encodeURIComponent(APP_PAGE)}`])
        expect(yield* popup.opened).toEqual([])
        expect(yield* stored("@appkit/social_provider")).toEqual(Option.some("google"))
        // Nothing of the login itself yet: that comes with the page's return.
        expect(yield* loginKept).toEqual([Option.none(), Option.none(), Option.none()])
        expect(yield* socialEvents).toEqual(["SOCIAL_LOGIN_STARTED"])
        expect(yield* (yield* page).address).toBe(APP_PAGE)
      })
    ))

  it.scoped("the frame not giving the provider's address: 'Failed to initiate social connection', the page stays, nothing kept", () =>
    inTelegram((frame) =>
      Effect.gen(function* () {
        yield* frame.answerWith(socialFrame({ redirect: "refused" }))
        const error = yield* Effect.flip(loginWithSocial("x"))
        expect(messageOf(error)).toBe("Failed to initiate social connection")
        expect(yield* (yield* page).left).toEqual([])
        expect(yield* stored("@appkit/social_provider")).toEqual(Option.none())
        expect(yield* socialEvents).toEqual(["SOCIAL_LOGIN_STARTED", "SOCIAL_LOGIN_ERROR"])
      })
    ))

  it.scoped("an authorize URL with no state to come back with, or not http(s), is not followed", () =>
    Effect.forEach(["https://accounts.provider.test/google/authorize?client_id=c", "javascript:alert(1)//?state=s1"], (uri) =>
      inTelegram((frame) =>
        Effect.gen(function* () {
          yield* frame.answerWith(frameGiving(uri))
          const error = yield* Effect.flip(loginWithSocial("github"))
          expect(error._tag).toBe("SocialConnectionFailed")
          expect(yield* (yield* page).left).toEqual([])
          expect(yield* stored("@appkit/social_provider")).toEqual(Option.none())
        })
      )
    ))

  it.scoped("outside Telegram the same button opens the popup and the page stays where it is", () =>
    inTelegram(
      (frame, popup) =>
        Effect.gen(function* () {
          yield* frame.answerWith(socialFrame({ redirect: "unanswered" }))
          yield* startSocialLogin("google")
          expect((yield* popup.opened).length).toBe(1)
          expect(yield* (yield* page).left).toEqual([])
        }),
      { platform: { isBrowser: true, isIos: true, isMobile: true, isSafari: true } }
    ))
})

describe("the page back from the provider with result_uri (SPEC §2, WIRE §4.7, 5)", () => {
  it.scoped("result_uri leaves the address bar before CONNECT_SOCIAL; the login completes and the provider is forgotten", () => {
    let addressAtConnect: string | undefined
    return inTelegram(
      (frame) =>
        Effect.gen(function* () {
          const script = yield* page
          yield* frame.answerWith((event) => {
            if (event.type === "@w3m-app/CONNECT_SOCIAL") addressAtConnect = Effect.runSync(script.address)
            return socialFrame({ userName: "ada" })(event)
          })
          yield* keepProvider("discord")
          yield* finishSocialRedirect(returnedWith(RESULT_URI))

          expect(yield* script.replaced).toEqual([APP_PAGE])
          expect(addressAtConnect).toBe(APP_PAGE)
          const connect = (yield* frame.sent).find((event) => event.type === "@w3m-app/CONNECT_SOCIAL")
          expect(connect?.type === "@w3m-app/CONNECT_SOCIAL" && connect.payload).toEqual({ uri: RESULT_URI, preferredAccountType: "smartAccount", chainId: "eip155:1" })
          const account = yield* accountOf()
          expect([account?.address, account?.status, account?.socialProvider]).toEqual([ADDRESS, "connected", "discord"])
          expect(yield* loginKept).toEqual([Option.some("discord"), Option.some("ada"), Option.some("true")])
          expect(yield* stored("@appkit/social_provider")).toEqual(Option.none())
          expect(yield* socialEvents).toEqual(["SOCIAL_LOGIN_REQUEST_USER_DATA", "SOCIAL_LOGIN_SUCCESS"])
          expect(yield* script.left).toEqual([])
        }),
      { address: returnedWith(RESULT_URI) }
    )
  })

  it.scoped("with no provider kept, result_uri is removed and ignored: nothing sent, nothing kept", () =>
    inTelegram(
      (frame) =>
        Effect.gen(function* () {
          yield* frame.answerWith(socialFrame())
          yield* finishSocialRedirect(returnedWith(RESULT_URI))
          expect(yield* (yield* page).address).toBe(APP_PAGE)
          expect(yield* sentTypes(frame)).toEqual([])
          expect(yield* loginKept).toEqual([Option.none(), Option.none(), Option.none()])
          expect(yield* modalOpen).toBe(false)
        }),
      { address: returnedWith(RESULT_URI) }
    ))

  it.scoped("outside Telegram, with no provider kept, the parameter is the host's own and left alone", () =>
    inTelegram(
      (frame) =>
        Effect.gen(function* () {
          yield* frame.answerWith(socialFrame())
          yield* finishSocialRedirect(returnedWith(RESULT_URI))
          expect(yield* (yield* page).replaced).toEqual([])
          expect(yield* sentTypes(frame)).toEqual([])
        }),
      { address: returnedWith(RESULT_URI), platform: { isBrowser: true } }
    ))

  it.scoped("a result_uri that is not a URL: removed, nothing sent, Connect opens with 'Failed to initiate social connection', nothing kept", () =>
    inTelegram(
      (frame) =>
        Effect.gen(function* () {
          yield* frame.answerWith(socialFrame())
          yield* keepProvider("google")
          yield* finishSocialRedirect(returnedWith("javascript:alert(1)"))
          expect(yield* (yield* page).address).toBe(APP_PAGE)
          expect(yield* sentTypes(frame)).not.toContain("@w3m-app/CONNECT_SOCIAL")
          expect(yield* modalOpen).toBe(true)
          expect(yield* views).toEqual(["Connect"])
          expect(yield* snackbar).toMatchObject({ open: true, variant: "error", message: "Failed to initiate social connection" })
          expect(yield* stored("@appkit/social_provider")).toEqual(Option.none())
          expect(yield* loginKept).toEqual([Option.none(), Option.none(), Option.none()])
          expect(yield* socialEvents).toEqual(["SOCIAL_LOGIN_ERROR"])
        }),
      { address: returnedWith("javascript:alert(1)") }
    ))

  it.scoped("a result the secure site refuses: its words on Connect, the provider forgotten, nothing kept", () =>
    inTelegram(
      (frame) =>
        Effect.gen(function* () {
          yield* frame.answerWith((event) =>
            event.type === "@w3m-app/CONNECT_SOCIAL"
              ? [{ type: "@w3m-frame/CONNECT_SOCIAL_ERROR", id: event.id, payload: { message: "The social login result is unknown, expired or already used" } }]
              : socialFrame()(event)
          )
          yield* keepProvider("apple")
          yield* finishSocialRedirect(returnedWith(RESULT_URI))
          expect(yield* snackbar).toMatchObject({ open: true, message: "The social login result is unknown, expired or already used" })
          expect(yield* stored("@appkit/social_provider")).toEqual(Option.none())
          expect(yield* loginKept).toEqual([Option.none(), Option.none(), Option.none()])
          expect((yield* accountOf())?.status ?? "disconnected").toBe("disconnected")
        }),
      { address: returnedWith(RESULT_URI) }
    ))
})

describe("the page leaves and comes back: one login (WIRE §4.7, 5)", () => {
  it.scoped("the address the page left with is the one the result comes back to", () =>
    inTelegram((frame) =>
      Effect.gen(function* () {
        yield* frame.answerWith(frameGiving(AUTHORIZE_URL))
        yield* loginWithSocial("google")
        const [left] = yield* (yield* page).left
        const state = new URL(left ?? "").searchParams.get("state") ?? ""
        // What the secure site reads back from the provider's echo of `state`.
        expect(state.split("--")).toEqual(["s1", APP_PAGE])
      })
    ))
})
