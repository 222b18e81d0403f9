/**
 * The secure site refusing a social login's result (CONNECT_SOCIAL_ERROR: a result used twice, a
 * state it did not make; the site's side is test/devnet/secure-site/socialLogin.test.ts), as the
 * modal meets it: the login fails with the site's words (the catalogue's 'An error occurred' when
 * it gives none), the popup is closed, SOCIAL_LOGIN_ERROR is tracked, nothing is kept (no login
 * cache, no stored connection, no account), and Try again (a new login) logs in. Results the
 * modal itself passes over (malformed, another origin) reach neither the frame nor storage.
 */
import { describe, expect, it } from "@effect/vitest"
import { Effect, Fiber, Option, TestClock } from "effect"
import { connectSocial } from "../../../core/embedded/connectSocial.js"
import { messageOf } from "../../../core/errors/catalogue.js"
import { openModal } from "../../../core/router/openModal.js"
import type { PopupScript } from "../../../layers/SocialPopupTest.js"
import type { AppEvent } from "../../../schemas/AppEvent.js"
import { accountOf, trackedEvents, views } from "../connection/evmTestEnv.js"
import { ADDRESS, stored } from "./embeddedTestEnv.js"
import { RESULT_URI, SECURE_SITE, eventually, socialFrame, withSocialLogin } from "./socialLoginEnv.js"

/** The secure site refusing the first CONNECT_SOCIAL (with `message`, or an empty one), then taking the next. */
const refusingOnce = (message: string) => {
  let refused = false
  return (event: AppEvent): ReadonlyArray<unknown> => {
    if (event.type !== "@w3m-app/CONNECT_SOCIAL" || refused) return socialFrame({ userName: "ada" })(event)
    refused = true
    return [{ type: "@w3m-frame/CONNECT_SOCIAL_ERROR", id: event.id, payload: { message } }]
  }
}

/** Every key a social login keeps, and the stored connection. */
const kept = Effect.all([
  stored("@appkit/connected_social"),
  stored("@appkit-wallet/SOCIAL_USERNAME"),
  stored("@appkit-wallet/EMAIL_LOGIN_USED_KEY"),
  stored("@appkit/eip155:connected_connector_id"),
  stored("@appkit/connections")
])

const socialEvents = Effect.map(trackedEvents, (events) => events.filter((props) => props.event.startsWith("SOCIAL_LOGIN")).map((props) => props.event))

/** The login's own window (the `count`th opened) has gone to the provider. */
const windowVisited = (popup: PopupScript, count: number) => eventually(popup.opened, (all) => all.length === count && (all.at(-1)?.visited.length ?? 0) > 0)

/** A login from the click to the secure site's result posted back, in the `count`th window. */
const loginWithResult = (popup: PopupScript, count: number) =>
  Effect.gen(function* () {
    const login = yield* Effect.fork(connectSocial("google"))
    yield* windowVisited(popup, count)
    yield* popup.post(SECURE_SITE, { resultUri: RESULT_URI })
    return yield* Effect.either(Fiber.join(login))
  })

describe("a social login's result refused by the secure site", () => {
  for (const [message, shown] of [
    ["This sign-in result was already used", "This sign-in result was already used"],
    ["", "An error occurred"]
  ] as const) {
    it.scoped(`fails with '${shown}', keeps nothing, and Try again logs in`, () =>
      withSocialLogin((frame, popup) =>
        Effect.gen(function* () {
          yield* frame.answerWith(refusingOnce(message))
          yield* openModal({ view: "Connect" })
          const refused = yield* loginWithResult(popup, 1)
          if (refused._tag === "Right") throw new Error("the refused result logged in")
          expect(refused.left._tag).toBe("FrameError")
          expect(messageOf(refused.left)).toBe(shown)
          expect((yield* popup.opened).map((opened) => opened.closedByApp)).toEqual([true])
          expect(yield* socialEvents).toEqual(["SOCIAL_LOGIN_STARTED", "SOCIAL_LOGIN_REQUEST_USER_DATA", "SOCIAL_LOGIN_ERROR"])
          expect(yield* kept).toEqual([Option.none(), Option.none(), Option.none(), Option.none(), Option.none()])
          expect((yield* accountOf())?.caipAddress).toBeUndefined()
          // The login's view stays, to try again from.
          expect((yield* views).at(-1)).toBe("Connect")

          const again = yield* loginWithResult(popup, 2)
          expect(again._tag).toBe("Right")
          expect((yield* popup.opened)).toHaveLength(2)
          expect((yield* accountOf())?.address).toBe(ADDRESS)
          const [provider, userName] = yield* kept
          expect([provider, userName]).toEqual([Option.some("google"), Option.some("ada")])
          expect((yield* views).at(-1)).toBe("Account")
        })
      ))
  }

  it.scoped("malformed results and a result from another origin are passed over: the popup closed, 'Popup closed', nothing sent or kept", () =>
    withSocialLogin((frame, popup) =>
      Effect.gen(function* () {
        yield* frame.answerWith(refusingOnce("unused"))
        yield* openModal({ view: "Connect" })
        const login = yield* Effect.fork(connectSocial("google"))
        yield* windowVisited(popup, 1)
        for (const data of [{ resultUri: 42 }, { resultUri: null }, { result_uri: RESULT_URI }, `{"resultUri":"${RESULT_URI}"}`, [RESULT_URI]]) {
          yield* popup.post(SECURE_SITE, data)
        }
        yield* popup.post("https://accounts.provider.test", { resultUri: RESULT_URI })
        yield* popup.personCloses
        yield* TestClock.adjust("1 second")
        const error = yield* Effect.flip(Fiber.join(login))
        expect(messageOf(error)).toBe("Popup closed")
        expect((yield* frame.sent).map((event) => event.type)).toEqual(["@w3m-app/GET_SOCIAL_REDIRECT_URI"])
        expect(yield* kept).toEqual([Option.none(), Option.none(), Option.none(), Option.none(), Option.none()])
        expect((yield* accountOf())?.caipAddress).toBeUndefined()
      })
    ))
})
