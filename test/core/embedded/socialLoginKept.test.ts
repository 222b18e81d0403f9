/**
 * What a social login leaves (SPEC §3, §4, §5; WIRE §4.8, §5): the provider and account name in
 * the login cache and the account state, shown again after a reload's restore, and gone with the
 * disconnect; how a name shows (Discord's trailing 0 dropped), and which socials a Telegram mini
 * app offers.
 */
import { describe, expect, it } from "@effect/vitest"
import { Effect, Fiber, Option } from "effect"
import { disconnect } from "../../../core/connection/disconnect.js"
import { reconnect } from "../../../core/connection/reconnect.js"
import { connectSocial } from "../../../core/embedded/connectSocial.js"
import { embeddedLoginLabel, shownUserName } from "../../../core/embedded/embeddedLoginLabel.js"
import { socialsOnPlatform } from "../../../core/embedded/socialsOnPlatform.js"
import { DEFAULT_SOCIALS } from "../../../core/config/defaults.js"
import { Storage } from "../../../core/services/Storage.js"
import type { PlatformFacts } from "../../../core/services/Platform.js"
import { accountOf } from "../connection/evmTestEnv.js"
import { ADDRESS, stored } from "./embeddedTestEnv.js"
import type { FrameScript } from "../../../layers/SecureFrameTest.js"
import type { PopupScript } from "../../../layers/SocialPopupTest.js"
import { RESULT_URI, SECURE_SITE, popupVisited, socialFrame, withSocialLogin } from "./socialLoginEnv.js"
import { beginEmailLogin } from "../../../core/embedded/beginEmailLogin.js"
import type { Email } from "../../../schemas/Forms.js"

const loginCache = Effect.all([stored("@appkit/connected_social"), stored("@appkit-wallet/SOCIAL_USERNAME"), stored("@appkit-wallet/EMAIL_LOGIN_USED_KEY")])

/** A Google login as "ada", through the popup, to its end. */
const logInWithGoogle = (frame: FrameScript, popup: PopupScript) =>
  Effect.gen(function* () {
    yield* frame.answerWith(socialFrame({ userName: "ada" }))
    const login = yield* Effect.fork(connectSocial("google"))
    yield* popupVisited(popup)
    yield* popup.post(SECURE_SITE, { resultUri: RESULT_URI })
    yield* Fiber.join(login)
  })

describe("the social login kept", () => {
  it.scoped("disconnect signs out and forgets the provider, the name and the account state's login", () =>
    withSocialLogin((frame, popup) =>
      Effect.gen(function* () {
        yield* logInWithGoogle(frame, popup)
        expect(yield* loginCache).toEqual([Option.some("google"), Option.some("ada"), Option.some("true")])

        yield* disconnect()
        expect((yield* frame.sent).map((event) => event.type)).toContain("@w3m-app/SIGN_OUT")
        expect(yield* loginCache).toEqual([Option.none(), Option.none(), Option.none()])
        const account = yield* accountOf()
        expect([account?.socialProvider, account?.user, account?.caipAddress]).toEqual([undefined, undefined, undefined])
      })
    ))

  it.scoped("an email login after it, without a disconnect between, is not named by the social login", () =>
    withSocialLogin((frame, popup) =>
      Effect.gen(function* () {
        yield* logInWithGoogle(frame, popup)

        const social = socialFrame({ userName: "ada" })
        yield* frame.answerWith((event) =>
          event.type === "@w3m-app/CONNECT_EMAIL"
            ? [{ type: "@w3m-frame/CONNECT_EMAIL_SUCCESS", id: event.id, payload: { action: "CONNECT" } }]
            : event.type === "@w3m-app/GET_USER"
              ? social(event).map((answer) => ({ ...(answer as object), payload: { ...(answer as { payload: object }).payload, email: "ada@example.com" } }))
              : social(event)
        )
        yield* beginEmailLogin("ada@example.com" as typeof Email.Type)
        expect(yield* loginCache).toEqual([Option.none(), Option.none(), Option.some("true")])
      })
    ))

  it.scoped("a reload's restore shows the stored provider and name in the account state", () =>
    withSocialLogin((frame) =>
      Effect.gen(function* () {
        yield* frame.answerWith(socialFrame())
        const storage = yield* Storage
        yield* storage.set("@appkit-wallet/EMAIL_LOGIN_USED_KEY", "true")
        yield* storage.set("@appkit/eip155:connected_connector_id", "ID_AUTH")
        yield* storage.set("@appkit/connected_social", "github")
        yield* storage.set("@appkit-wallet/SOCIAL_USERNAME", "octo")
        expect(yield* reconnect).toBe("Reconnected")
        const account = yield* accountOf()
        expect([account?.address, account?.socialProvider, account?.user]).toEqual([ADDRESS, "github", { email: null, username: "octo" }])
        expect(embeddedLoginLabel(account)).toBe("octo")
      })
    ))
})

describe("how a login is named (SPEC §5)", () => {
  it("a Discord name ending in 0 drops it; other providers' names stay", () => {
    expect(shownUserName("discord", "alice0")).toBe("alice")
    expect(shownUserName("discord", "alice01")).toBe("alice01")
    expect(shownUserName("google", "alice0")).toBe("alice0")
    expect(shownUserName(undefined, "bob0")).toBe("bob0")
  })

  it("the account name first, else the email cut after 30 characters, else nothing", () => {
    expect(embeddedLoginLabel({ socialProvider: "x", user: { email: "a@b.co", username: "ada" } })).toBe("ada")
    expect(embeddedLoginLabel({ user: { email: "a.very.long.name.indeed@example-company.com", username: null } })).toBe("a.very.long.name.indeed@exampl\u2026")
    expect(embeddedLoginLabel({})).toBeUndefined()
    expect(embeddedLoginLabel(undefined)).toBeUndefined()
  })
})

describe("the socials a Telegram mini app offers (SPEC §5)", () => {
  const facts = (given: Partial<PlatformFacts>): PlatformFacts => ({
    isMobile: false,
    isIos: false,
    isAndroid: false,
    isMac: false,
    isSafari: false,
    isTelegram: false,
    isBrowser: true,
    ...given
  })

  it("iOS leaves out Google, a Mac X, Android Facebook and X; outside Telegram, all in the project's order", () => {
    expect(socialsOnPlatform(DEFAULT_SOCIALS, facts({}))).toEqual(["google", "x", "farcaster", "discord", "apple", "github", "facebook"])
    expect(socialsOnPlatform(DEFAULT_SOCIALS, facts({ isTelegram: true, isIos: true, isMobile: true }))).toEqual(["x", "farcaster", "discord", "apple", "github", "facebook"])
    expect(socialsOnPlatform(DEFAULT_SOCIALS, facts({ isTelegram: true, isMac: true }))).toEqual(["google", "farcaster", "discord", "apple", "github", "facebook"])
    expect(socialsOnPlatform(DEFAULT_SOCIALS, facts({ isTelegram: true, isAndroid: true, isMobile: true }))).toEqual(["google", "farcaster", "discord", "apple", "github"])
    expect(socialsOnPlatform(DEFAULT_SOCIALS, facts({ isIos: true, isMobile: true }))).toEqual(DEFAULT_SOCIALS)
  })
})
