/**
 * Switching to an embedded-wallet connection that is no longer connected (SPEC §4: "switching to
 * disconnected re-runs email, social or wallet-connect login, then opens ProfileWallets"), over a
 * scripted frame and popup: an extension wallet is the active one, the embedded wallet's
 * connection is remembered from an earlier visit with the login it names (WIRE §5 `auth`), and the
 * wallet list (ProfileWallets) switches to it. The login views' own programs are run as the views
 * run them.
 */
import { describe, expect, it } from "@effect/vitest"
import { Effect, Fiber, Layer, Ref, Stream } from "effect"
import { connectWallet } from "../../../../core/connection/connectWallet.js"
import { connectionStatusOf } from "../../../../core/connection/multiWallet/connectionStatusOf.js"
import { switchConnection } from "../../../../core/connection/multiWallet/switchConnection.js"
import { updateConnections } from "../../../../core/connection/multiWallet/updateConnections.js"
import { beginEmailLogin } from "../../../../core/embedded/beginEmailLogin.js"
import { connectFarcaster } from "../../../../core/embedded/connectFarcaster.js"
import { connectSocial } from "../../../../core/embedded/connectSocial.js"
import { loginWithOtp } from "../../../../core/embedded/loginWithOtp.js"
import { messageOf } from "../../../../core/errors/catalogue.js"
import { closeModal } from "../../../../core/router/closeModal.js"
import { goBack } from "../../../../core/router/goBack.js"
import { openModal } from "../../../../core/router/openModal.js"
import { push } from "../../../../core/router/push.js"
import { Connectors } from "../../../../core/services/Connectors.js"
import { Router } from "../../../../core/services/Router.js"
import type { ConnectionKind } from "../../../../core/services/WalletConnections.js"
import * as PlatformTest from "../../../../layers/PlatformTest.js"
import type { FrameScript } from "../../../../layers/SecureFrameTest.js"
import * as SocialPopupTest from "../../../../layers/SocialPopupTest.js"
import type { PopupScript } from "../../../../layers/SocialPopupTest.js"
import type { AppEvent } from "../../../../schemas/AppEvent.js"
import type { Connection } from "../../../../schemas/Connection.js"
import type { Connector } from "../../../../schemas/Connector.js"
import { BOB, WALLET_ID, connectorsState, evmEnv, installWallet, setMultiWallet, stored, views } from "../evmTestEnv.js"
import { ADDRESS } from "../../embedded/embeddedTestEnv.js"
import { LOADING_URL, RESULT_URI, SECURE_SITE, eventually, popupVisited, runFromClick, sentOf, socialFrame, withSocialLogin } from "../../embedded/socialLoginEnv.js"

const EMAIL = "ada@example.com"

/** The embedded wallet's connection as an earlier visit stored it, naming `auth`. */
const embeddedConnection = (auth?: Connection["auth"]): Connection => ({
  connectorId: "ID_AUTH",
  accounts: [{ address: ADDRESS, type: "eoa" }],
  name: "Email and socials",
  ...(auth === undefined ? {} : { auth })
})

/**
 * The secure site: CONNECT_EMAIL answers `action` (a code mailed, or a login it already trusts),
 * the code 123456 is taken, GET_USER gives the user with `email`; the social events as in the
 * social-login tests.
 */
const secureSite =
  (options: { readonly action?: "VERIFY_OTP" | "CONNECT"; readonly email?: string | null } = {}) =>
  (event: AppEvent): ReadonlyArray<unknown> => {
    const { action = "VERIFY_OTP", email = EMAIL } = options
    switch (event.type) {
      case "@w3m-app/CONNECT_EMAIL":
        return [{ type: "@w3m-frame/CONNECT_EMAIL_SUCCESS", id: event.id, payload: { action } }]
      case "@w3m-app/CONNECT_OTP":
        return [{ type: "@w3m-frame/CONNECT_OTP_SUCCESS", id: event.id }]
      case "@w3m-app/GET_USER":
        return [
          {
            type: "@w3m-frame/GET_USER_SUCCESS",
            id: event.id,
            payload: { email, address: ADDRESS, chainId: 1, accounts: [{ address: ADDRESS, type: "eoa" }], preferredAccountType: "eoa" }
          }
        ]
      default:
        return socialFrame({ userName: "alice" })(event)
    }
  }

/**
 * Multi-wallet on, an extension wallet connected and active, the embedded wallet's connection
 * remembered (disconnected), and the modal open on ProfileWallets over Account.
 */
const walletListWith = (kept: Connection) =>
  Effect.gen(function* () {
    yield* setMultiWallet(true)
    yield* installWallet()
    yield* connectWallet(WALLET_ID)
    yield* updateConnections((state) => ({ ...state, recentConnections: { ...state.recentConnections, eip155: [kept] } }))
    expect(connectionStatusOf(yield* connectorsState, kept, "eip155")).toBe("disconnected")
    yield* openModal({ view: "Account" })
    yield* push("ProfileWallets")
  })

/** The embedded-wallet tests' services, on a desktop browser. */
const withLogin = <A, E, R>(body: (frame: FrameScript, popup: PopupScript) => Effect.Effect<A, E, R>) =>
  withSocialLogin((frame, popup) => body(frame, popup)).pipe(Effect.provide(PlatformTest.layer()))

const lastRoute = Effect.flatMap(Router, (router) => Effect.map(Ref.get(router.history), (history) => history.at(-1)))

const storedEmbedded = Effect.map(stored("@appkit/connections"), (connections) => connections?.eip155?.find((c) => c.connectorId === "ID_AUTH"))

/** Both wallets connected now, the embedded one active: the switch ended in the wallet list. */
const expectSwitchedToEmbedded = Effect.gen(function* () {
  expect(yield* views).toEqual(["Account", "ProfileWallets"])
  const state = yield* connectorsState
  expect(state.activeConnectorIds.eip155).toBe("ID_AUTH")
  expect(state.connections.eip155?.map((c) => c.connectorId)).toEqual(["ID_AUTH", WALLET_ID])
})

describe("switching to a remembered email login", () => {
  it.scoped("opens EmailLogin for its email with a new code sent; once the code is taken, ProfileWallets with the embedded wallet active", () =>
    withLogin((frame) =>
      Effect.gen(function* () {
        yield* frame.answerWith(secureSite())
        yield* walletListWith(embeddedConnection({ username: EMAIL }))
        const switching = yield* Effect.fork(switchConnection({ connection: embeddedConnection({ username: EMAIL }), namespace: "eip155", status: "disconnected" }))
        const asked = yield* sentOf(frame, "@w3m-app/CONNECT_EMAIL")
        expect(asked.type === "@w3m-app/CONNECT_EMAIL" && asked.payload).toEqual({ email: EMAIL })
        yield* eventually(lastRoute, (route) => route?.view === "EmailLogin")
        expect(yield* lastRoute).toEqual({ view: "EmailLogin", data: { email: EMAIL, verifyDevice: false } })

        // The code typed in EmailLogin, as its form sends it.
        yield* loginWithOtp("123456")
        yield* Fiber.join(switching)
        yield* expectSwitchedToEmbedded
        // The extension wallet stays connected beside it, ready to switch back to.
        expect(connectionStatusOf(yield* connectorsState, { connectorId: WALLET_ID }, "eip155")).toBe("active")
        expect((yield* storedEmbedded)?.auth).toEqual({ username: EMAIL })
      })
    ))

  it.scoped("a login the secure site already trusts (CONNECT) connects at once and opens ProfileWallets", () =>
    withLogin((frame) =>
      Effect.gen(function* () {
        yield* frame.answerWith(secureSite({ action: "CONNECT" }))
        yield* walletListWith(embeddedConnection({ username: EMAIL }))
        yield* switchConnection({ connection: embeddedConnection({ username: EMAIL }), namespace: "eip155", status: "disconnected" })
        yield* expectSwitchedToEmbedded
        expect((yield* frame.sent).map((event) => event.type)).toEqual(["@w3m-app/CONNECT_EMAIL", "@w3m-app/GET_USER"])
      })
    ))

  it.scoped("within 30 s of the last code: 'Please try again after 30 seconds', nothing sent, the list stays", () =>
    withLogin((frame) =>
      Effect.gen(function* () {
        yield* frame.answerWith(secureSite())
        yield* walletListWith(embeddedConnection({ username: EMAIL }))
        const first = yield* Effect.fork(switchConnection({ connection: embeddedConnection({ username: EMAIL }), namespace: "eip155", status: "disconnected" }))
        yield* eventually(lastRoute, (route) => route?.view === "EmailLogin")
        yield* goBack
        yield* Fiber.join(first)

        const error = yield* Effect.flip(switchConnection({ connection: embeddedConnection({ username: EMAIL }), namespace: "eip155", status: "disconnected" }))
        expect(error._tag).toBe("EmailThrottled")
        expect(messageOf(error)).toBe("Please try again after 30 seconds")
        expect((yield* frame.sent).filter((event) => event.type === "@w3m-app/CONNECT_EMAIL")).toHaveLength(1)
        expect(yield* views).toEqual(["Account", "ProfileWallets"])
        expect((yield* connectorsState).activeConnectorIds.eip155).toBe(WALLET_ID)
      })
    ))

  it.scoped("Back to the list ends the switch: a login finished afterwards does not open ProfileWallets", () =>
    withLogin((frame) =>
      Effect.gen(function* () {
        yield* frame.answerWith(secureSite())
        yield* walletListWith(embeddedConnection({ username: EMAIL }))
        const switching = yield* Effect.fork(switchConnection({ connection: embeddedConnection({ username: EMAIL }), namespace: "eip155", status: "disconnected" }))
        yield* eventually(lastRoute, (route) => route?.view === "EmailLogin")
        yield* goBack
        yield* Fiber.join(switching)
        expect(yield* views).toEqual(["Account", "ProfileWallets"])
        // The same login finished from elsewhere lands on Account as any login does.
        yield* loginWithOtp("123456")
        expect(yield* views).toEqual(["Account"])
      })
    ))

  it.scoped("closing the modal ends the switch", () =>
    withLogin((frame) =>
      Effect.gen(function* () {
        yield* frame.answerWith(secureSite())
        yield* walletListWith(embeddedConnection({ username: EMAIL }))
        const switching = yield* Effect.fork(switchConnection({ connection: embeddedConnection({ username: EMAIL }), namespace: "eip155", status: "disconnected" }))
        yield* eventually(lastRoute, (route) => route?.view === "EmailLogin")
        yield* closeModal
        yield* Fiber.join(switching)
        expect((yield* connectorsState).activeConnectorIds.eip155).toBe(WALLET_ID)
      })
    ))
})

describe("switching to a remembered social login", () => {
  it.scoped("opens the same provider's popup within the click, then ConnectingSocial; the result logs in and ProfileWallets opens", () =>
    withLogin((frame, popup) =>
      Effect.gen(function* () {
        yield* frame.answerWith(secureSite({ email: null }))
        const kept = embeddedConnection({ name: "github", username: "alice" })
        yield* walletListWith(kept)
        const switching = yield* runFromClick(switchConnection({ connection: kept, namespace: "eip155", status: "disconnected" }))
        // Read in the same turn as the fork: the window opened within the click.
        expect((yield* popup.opened).map(({ url }) => url)).toEqual([LOADING_URL])
        yield* eventually(lastRoute, (route) => route?.view === "ConnectingSocial")
        expect(yield* lastRoute).toEqual({ view: "ConnectingSocial", data: { provider: "github" } })

        // ConnectingSocial's program: the provider's page in the popup, then its result.
        const login = yield* Effect.fork(connectSocial("github"))
        const redirect = yield* sentOf(frame, "@w3m-app/GET_SOCIAL_REDIRECT_URI")
        expect(redirect.type === "@w3m-app/GET_SOCIAL_REDIRECT_URI" && redirect.payload).toEqual({ provider: "github" })
        yield* popupVisited(popup)
        yield* popup.post(SECURE_SITE, { resultUri: RESULT_URI })
        yield* Fiber.join(login)
        yield* Fiber.join(switching)
        yield* expectSwitchedToEmbedded
        expect((yield* popup.opened)).toHaveLength(1)
        expect((yield* storedEmbedded)?.auth).toEqual({ name: "github", username: "alice" })
      })
    ))

  it.scoped("a Farcaster login opens ConnectingFarcaster; once approved, ProfileWallets", () =>
    withLogin((frame, popup) =>
      Effect.gen(function* () {
        yield* frame.answerWith(secureSite({ email: null }))
        const kept = embeddedConnection({ name: "farcaster", username: "alice" })
        yield* walletListWith(kept)
        const switching = yield* Effect.fork(switchConnection({ connection: kept, namespace: "eip155", status: "disconnected" }))
        yield* eventually(views, (shown) => shown.at(-1) === "ConnectingFarcaster")
        expect(yield* popup.opened).toEqual([])
        yield* connectFarcaster
        yield* Fiber.join(switching)
        yield* expectSwitchedToEmbedded
        expect((yield* storedEmbedded)?.auth).toEqual({ name: "farcaster", username: "alice" })
      })
    ))
})

describe("switching to a remembered embedded-wallet connection that names no login the modal can run", () => {
  const cases: ReadonlyArray<readonly [string, Connection["auth"]]> = [
    ["no login named (kept before logins were named)", undefined],
    ["a provider outside SPEC §5's list", { name: "myspace", username: "alice" }],
    ["an email with markup", { username: "<b>a</b>@x.com" }],
    ["an email of 10,000 characters", { username: `${"a".repeat(9_994)}@x.com` }]
  ]
  for (const [label, auth] of cases) {
    it.scoped(`${label}: Connect, where the visitor picks a login; nothing sent, no popup`, () =>
      withLogin((frame, popup) =>
        Effect.gen(function* () {
          yield* frame.answerWith(secureSite())
          const kept = embeddedConnection(auth)
          yield* walletListWith(kept)
          const switching = yield* Effect.fork(switchConnection({ connection: kept, namespace: "eip155", status: "disconnected" }))
          yield* eventually(views, (shown) => shown.at(-1) === "Connect")
          expect(yield* views).toEqual(["Account", "ProfileWallets", "Connect"])
          expect(yield* frame.sent).toEqual([])
          expect(yield* popup.opened).toEqual([])
          yield* closeModal
          yield* Fiber.join(switching)
        })
      ))
  }
})

describe("switching to a remembered WalletConnect connection", () => {
  /** A WalletConnect kind whose wallet approves BOB on chain 1 at once. */
  const pairing: ConnectionKind = {
    connect: () => Effect.succeed({ accounts: [BOB] as const, chainId: 1 }),
    restore: () => Effect.succeed({ accounts: [BOB] as const, chainId: 1 }),
    disconnect: () => Effect.void,
    switchChain: () => Effect.void,
    events: () => Effect.succeed(Stream.never),
    provider: () => Effect.succeed({ request: () => Promise.resolve(null) })
  }
  const walletConnect: Connector = { id: "walletConnect", name: "WalletConnect", type: "WALLET_CONNECT", chain: "eip155" }

  it.scoped("opens the pairing view; once a wallet approves, ProfileWallets with it active", () =>
    Effect.gen(function* () {
      yield* Effect.flatMap(Connectors, ({ state }) => Ref.update(state, (current) => ({ ...current, connectors: [...current.connectors, walletConnect] })))
      const kept: Connection = { connectorId: "walletConnect", accounts: [{ address: BOB, type: "eoa" }], name: "WalletConnect" }
      yield* walletListWith(kept)
      const switching = yield* Effect.fork(switchConnection({ connection: kept, namespace: "eip155", status: "disconnected" }))
      yield* eventually(views, (shown) => shown.at(-1) === "ConnectingWalletConnect")
      // The pairing view's program.
      yield* connectWallet("walletConnect")
      yield* Fiber.join(switching)
      expect(yield* views).toEqual(["Account", "ProfileWallets"])
      const state = yield* connectorsState
      expect(state.activeConnectorIds.eip155).toBe("walletConnect")
      expect(state.connections.eip155?.map((c) => c.connectorId)).toEqual(["walletConnect", WALLET_ID])
    }).pipe(Effect.provide(Layer.mergeAll(evmEnv({ walletConnect: pairing }).layer, SocialPopupTest.layer, PlatformTest.layer()))))
})

describe("the login named on the embedded wallet's connection", () => {
  it.scoped("an email login names its email; kept in @appkit/connections for the next visit", () =>
    withLogin((frame) =>
      Effect.gen(function* () {
        yield* frame.answerWith(secureSite({ action: "CONNECT" }))
        yield* setMultiWallet(true)
        yield* openModal({ view: "Connect" })
        // A first login from Connect, as its email field runs it.
        yield* beginEmailLogin(EMAIL)
        expect((yield* connectorsState).connections.eip155?.[0]?.auth).toEqual({ username: EMAIL })
        expect((yield* storedEmbedded)?.auth).toEqual({ username: EMAIL })
      })
    ))
})
