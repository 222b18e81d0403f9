/**
 * The social logins' test services: the embedded wallet over a scripted frame (READY), and a
 * scripted popup; the frame answering the social events as the secure site does.
 */
import { Effect, Fiber, Option, Runtime } from "effect"
import { SocialPopup } from "../../../core/services/SocialPopup.js"
import type { FrameScript } from "../../../layers/SecureFrameTest.js"
import * as SocialPopupTest from "../../../layers/SocialPopupTest.js"
import type { PopupScript } from "../../../layers/SocialPopupTest.js"
import type { AppEvent } from "../../../schemas/AppEvent.js"
import { ADDRESS } from "./embeddedTestEnv.js"
import { withEmbeddedWallet } from "./withEmbeddedWallet.js"

/** The secure site the test options name (the default), its origin, and what its pages give. */
export const SECURE_SITE = "https://secure.walletconnect.org"
export const LOADING_URL = `${SECURE_SITE}/loading`
export const AUTHORIZE_URL = "https://accounts.provider.test/google/authorize?state=s1"
export const RESULT_URI = `${SECURE_SITE}/social/result?id=r1`
export const FARCASTER_URL = "https://farcaster.provider.test/approve?channelToken=c1"

export interface SocialFrame {
  /** GET_SOCIAL_REDIRECT_URI: the authorize URL, a refusal, or no answer. */
  readonly redirect?: "answered" | "refused" | "unanswered"
  /** The account name CONNECT_SOCIAL and CONNECT_FARCASTER give. */
  readonly userName?: string
  /** CONNECT_FARCASTER: the approval, a refusal, or no answer yet. */
  readonly farcaster?: "approved" | "refused" | "unanswered"
}

const reply = (event: AppEvent, suffix: "SUCCESS" | "ERROR", payload?: unknown) => ({
  type: `@w3m-frame/${event.type.slice("@w3m-app/".length)}_${suffix}`,
  id: event.id,
  ...(payload === undefined ? {} : { payload })
})

const user = { address: ADDRESS, chainId: 1, accounts: [{ address: ADDRESS, type: "eoa" }], preferredAccountType: "eoa" }

/** The secure site's answers to the social events, GET_USER, IS_CONNECTED (a session) and SIGN_OUT. */
export const socialFrame =
  ({ redirect = "answered", userName = "alice", farcaster = "approved" }: SocialFrame = {}) =>
  (event: AppEvent): ReadonlyArray<unknown> => {
    switch (event.type) {
      case "@w3m-app/GET_SOCIAL_REDIRECT_URI":
        return redirect === "answered"
          ? [reply(event, "SUCCESS", { uri: AUTHORIZE_URL })]
          : redirect === "refused"
            ? [reply(event, "ERROR", { message: "Social login is not set up on this site" })]
            : []
      case "@w3m-app/CONNECT_SOCIAL":
        return [reply(event, "SUCCESS", { ...user, email: null, userName })]
      case "@w3m-app/GET_FARCASTER_URI":
        return [reply(event, "SUCCESS", { url: FARCASTER_URL })]
      case "@w3m-app/CONNECT_FARCASTER":
        return farcaster === "approved" ? [reply(event, "SUCCESS", { userName })] : farcaster === "refused" ? [reply(event, "ERROR", { message: "The Farcaster sign-in expired" })] : []
      case "@w3m-app/GET_USER":
        return [reply(event, "SUCCESS", { ...user, email: null })]
      case "@w3m-app/IS_CONNECTED":
        return [reply(event, "SUCCESS", { isConnected: true })]
      case "@w3m-app/SIGN_OUT":
        return [reply(event, "SUCCESS")]
      default:
        return []
    }
  }

/** The embedded wallet ready to log in, and a popup: what the social-login tests run in. */
export const withSocialLogin = <A, E, R>(body: (frame: FrameScript, popup: PopupScript) => Effect.Effect<A, E, R>) =>
  withEmbeddedWallet((frame) =>
    Effect.gen(function* () {
      const { service, script } = yield* SocialPopupTest.make
      return yield* Effect.provideService(body(frame, script), SocialPopup, service)
    })
  )

/** Forks `program` as a click does: it runs at once, up to its first wait, before this returns. */
export const runFromClick = <A, E, R>(program: Effect.Effect<A, E, R>) =>
  Effect.map(Effect.runtime<R>(), (runtime) => Runtime.runFork(runtime)(program))

/** Waits until the frame was sent an event of `type`. */
export const sentOf = (frame: FrameScript, type: AppEvent["type"]) => Effect.repeat(frame.nextSent, { until: (event) => event.type === type })

/** The fiber has not ended. */
export const stillRunning = <A, E>(fiber: Fiber.Fiber<A, E>) => Effect.map(Fiber.poll(fiber), Option.isNone)

/** Checks `read` after letting the other fibers run, until `done` holds. */
export const eventually = <A, E, R>(read: Effect.Effect<A, E, R>, done: (value: A) => boolean): Effect.Effect<A, E, R> =>
  Effect.flatMap(Effect.zipLeft(read, Effect.yieldNow()), (value) => (done(value) ? Effect.succeed(value) : eventually(read, done)))

/** Waits until the app has sent the popup somewhere after opening it; gives where. */
export const popupVisited = (popup: PopupScript) =>
  Effect.map(
    eventually(popup.opened, (all) => (all.at(-1)?.visited.length ?? 0) > 0),
    (all) => all.at(-1)?.visited ?? []
  )
