/**
 * Farcaster login (SPEC §4, WIRE §4.6) over a scripted frame: GET_FARCASTER_URI's URL shows as the
 * account state's `farcasterUrl` while the login waits for CONNECT_FARCASTER; the approval's
 * account name is kept with the provider, the wallet connects, and the URL goes. Left before the
 * approval, the wait is aborted in the frame with its own id; a failure is 'Failed to connect to
 * farcaster'.
 */
import { describe, expect, it } from "@effect/vitest"
import { Effect, Fiber, Option } from "effect"
import { connectFarcaster } from "../../../core/embedded/connectFarcaster.js"
import { messageOf } from "../../../core/errors/catalogue.js"
import { accountOf, trackedEvents, views } from "../connection/evmTestEnv.js"
import { ADDRESS, stored } from "./embeddedTestEnv.js"
import { FARCASTER_URL, eventually, sentOf, socialFrame, withSocialLogin } from "./socialLoginEnv.js"
import { openModal } from "../../../core/router/openModal.js"

const farcasterUrl = Effect.map(accountOf(), (account) => account?.farcasterUrl)

describe("Farcaster login (WIRE §4.6)", () => {
  it.scoped("shows the sign-in URL while it waits, then keeps the name, connects and drops the URL", () =>
    withSocialLogin((frame) =>
      Effect.gen(function* () {
        yield* frame.answerWith(socialFrame({ farcaster: "unanswered", userName: "dwr" }))
        yield* openModal({ view: "ConnectingFarcaster" })
        const login = yield* Effect.fork(connectFarcaster)
        yield* sentOf(frame, "@w3m-app/CONNECT_FARCASTER")
        expect(yield* eventually(farcasterUrl, (url) => url !== undefined)).toBe(FARCASTER_URL)
        const waiting = (yield* frame.sent).find((event) => event.type === "@w3m-app/CONNECT_FARCASTER")
        yield* frame.reply({ type: "@w3m-frame/CONNECT_FARCASTER_SUCCESS", id: waiting?.id, payload: { userName: "dwr" } })
        yield* Fiber.join(login)
        const account = yield* accountOf()
        expect([account?.address, account?.status, account?.socialProvider, account?.user?.username]).toEqual([ADDRESS, "connected", "farcaster", "dwr"])
        expect(account?.farcasterUrl).toBeUndefined()
        expect(yield* stored("@appkit/connected_social")).toEqual(Option.some("farcaster"))
        expect(yield* stored("@appkit-wallet/SOCIAL_USERNAME")).toEqual(Option.some("dwr"))
        expect((yield* views).at(-1)).toBe("Account")
        expect((yield* trackedEvents).map((props) => props.event)).toContain("SOCIAL_LOGIN_SUCCESS")
      })
    ))

  it.scoped("left before the approval: RPC_ABORT with the wait's id, the URL gone, nothing kept", () =>
    withSocialLogin((frame) =>
      Effect.gen(function* () {
        yield* frame.answerWith(socialFrame({ farcaster: "unanswered" }))
        const login = yield* Effect.fork(connectFarcaster)
        const waiting = yield* sentOf(frame, "@w3m-app/CONNECT_FARCASTER")
        yield* eventually(farcasterUrl, (url) => url !== undefined)
        yield* Fiber.interrupt(login)
        const abort = yield* sentOf(frame, "@w3m-app/RPC_ABORT")
        expect(abort.id).toBe(waiting.id)
        expect(yield* farcasterUrl).toBeUndefined()
        expect(yield* stored("@appkit/connected_social")).toEqual(Option.none())
      })
    ))

  it.scoped("the frame refusing: 'Failed to connect to farcaster', nothing kept", () =>
    withSocialLogin((frame) =>
      Effect.gen(function* () {
        yield* frame.answerWith(socialFrame({ farcaster: "refused" }))
        const error = yield* Effect.flip(connectFarcaster)
        expect(error._tag).toBe("FarcasterConnectFailed")
        expect(messageOf(error)).toBe("Failed to connect to farcaster")
        expect(yield* farcasterUrl).toBeUndefined()
        expect(yield* stored("@appkit-wallet/SOCIAL_USERNAME")).toEqual(Option.none())
        expect((yield* trackedEvents).map((props) => props.event)).toContain("SOCIAL_LOGIN_ERROR")
      })
    ))
})
