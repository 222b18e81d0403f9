/**
 * Sign-in riding on the email wallet's login (SPEC §4, WIRE §4.3): with sign-in on, the
 * connection's GET_USER carries the sign-in message for the placeholder account, the frame fills
 * in the user's address and signs it, and the session is kept before the connection is recorded,
 * so the SIWXSignMessage view never opens. A reply without a signature, or with another text
 * signed, leaves the usual flow. Over the connection programs with a scripted frame that signs
 * with a real key, on the TestClock.
 */
import { describe, expect, it } from "@effect/vitest"
import { secp256k1 } from "@noble/curves/secp256k1"
import { Effect, Layer, Option, TestClock } from "effect"
import { hashMessage, hexToBytes, numberToHex, serializeSignature, verifyMessage } from "viem"
import type { Hex } from "viem"
import type { SiwxConfig } from "../../../../core/config/AppKitOptions.js"
import { connectWallet } from "../../../../core/connection/connectWallet.js"
import { AUTH_CONNECTOR_ID } from "../../../../core/connectors/connectorIds.js"
import { openModal } from "../../../../core/router/openModal.js"
import { SecureFrame } from "../../../../core/services/SecureFrame.js"
import { SignInState } from "../../../../core/services/SignInState.js"
import { Storage } from "../../../../core/services/Storage.js"
import { makeEmbeddedSignIn } from "../../../../core/siwx/embedded/embeddedSignIn.js"
import { localSiwx } from "../../../../core/siwx/localSiwx.js"
import { makeEmbeddedWalletConnection } from "../../../../layers/EmbeddedWalletConnection.js"
import { lateKind, listEmbeddedWalletReady } from "../../embedded/embeddedTestEnv.js"
import * as SecureFrameTest from "../../../../layers/SecureFrameTest.js"
import type { FrameScript } from "../../../../layers/SecureFrameTest.js"
import type { AppEvent } from "../../../../schemas/AppEvent.js"
import type { SiwxSession } from "../../../../schemas/Siwx.js"
import { ALICE, evmEnv, stored, trackedEvents, views } from "../../connection/evmTestEnv.js"

/** ALICE's key (anvil's second account). */
const ALICE_KEY: Hex = "0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d"
const PLACEHOLDER = "<<AccountAddress>>"
/** Noon, 25 November 2026, UTC. */
const NOON = Date.parse("2026-11-25T12:00:00.000Z")
const SITE = "https://app.example/"

/** personal_sign with ALICE's key, synchronously (the scripted frame answers at once). */
const signAsAlice = (message: string): Hex => {
  const signature = secp256k1.sign(hexToBytes(hashMessage(message)), hexToBytes(ALICE_KEY))
  return serializeSignature({ r: numberToHex(signature.r, { size: 32 }), s: numberToHex(signature.s, { size: 32 }), yParity: signature.recovery })
}

type GetUser = Extract<AppEvent, { type: "@w3m-app/GET_USER" }>

/** How the frame signs GET_USER's sign-in message: as the stand-in does, not at all, or another text. */
type Signing = "fills in and signs" | "does not sign" | "signs another text"

const frameAnswers =
  (signing: Signing) =>
  (event: AppEvent): ReadonlyArray<unknown> => {
    if (event.type !== "@w3m-app/GET_USER") return []
    const text = (event as GetUser).payload?.siwxMessage?.serializedMessage
    const filled = text?.split(PLACEHOLDER).join(ALICE)
    const signed =
      filled === undefined || signing === "does not sign"
        ? {}
        : signing === "fills in and signs"
          ? { message: filled, signature: signAsAlice(filled) }
          : { message: filled.replace("Nonce: ", "Nonce: x"), signature: signAsAlice(filled.replace("Nonce: ", "Nonce: x")) }
    return [
      {
        type: "@w3m-frame/GET_USER_SUCCESS",
        id: event.id,
        payload: { email: "a@b.co", address: ALICE, chainId: 1, accounts: [{ address: ALICE, type: "eoa" }], ...signed }
      }
    ]
  }

/**
 * The connection programs' test services with `siwx` set, the scripted frame (created, READY),
 * and the embedded kind over it with the login's sign-in made from the instance's store.
 */
const withEmbeddedWallet = <A, E, R>(siwx: SiwxConfig | ReturnType<typeof localSiwx>, body: (script: FrameScript) => Effect.Effect<A, E, R>) =>
  Effect.gen(function* () {
    const { service, script } = yield* SecureFrameTest.make
    const { auth, set } = lateKind()
    const env = evmEnv({ auth, options: { siwx } })
    return yield* Effect.gen(function* () {
      yield* TestClock.setTime(NOON)
      const kind = yield* makeEmbeddedWalletConnection({
        frame: service,
        storage: yield* Storage,
        activeNetwork: Effect.succeedNone,
        onTimeout: () => Effect.void,
        signIn: yield* makeEmbeddedSignIn
      })
      set(kind)
      yield* listEmbeddedWalletReady(service, script)
      return yield* body(script)
    }).pipe(Effect.provide(Layer.merge(env.layer, Layer.succeed(SecureFrame, service))))
  })

const getUserSent = (script: FrameScript) =>
  Effect.map(script.sent, (sent) => sent.filter((event): event is GetUser => event.type === "@w3m-app/GET_USER"))
const eventNames = Effect.map(trackedEvents, (events) => events.map((event) => event.event))
const hasSession = Effect.flatMap(SignInState, (state) => state.hasSession)
const sessions = Effect.map(stored("@appkit/siwx"), (value) => (value ?? []) as ReadonlyArray<SiwxSession>)

/** The login's last step as the email view runs it: the modal open, the embedded wallet connected. */
const login = Effect.zipRight(openModal(), connectWallet(AUTH_CONNECTOR_ID))

describe("sign-in at the email wallet's login (SPEC §4)", () => {
  it.scoped("GET_USER carries the message for the placeholder account; the frame's signature becomes the session, so nothing more is asked", () =>
    withEmbeddedWallet(localSiwx({ required: true, url: SITE, statement: "Welcome" }), (script) =>
      Effect.gen(function* () {
        yield* script.answerWith(frameAnswers("fills in and signs"))
        yield* login

        const [asked] = yield* getUserSent(script)
        const siwxMessage = asked?.payload?.siwxMessage
        expect(siwxMessage?.accountAddress).toBe(PLACEHOLDER)
        expect(siwxMessage?.chainId).toBe("eip155:1")
        expect(siwxMessage?.domain).toBe("app.example")
        const lines = (siwxMessage?.serializedMessage ?? "").split("\n")
        expect(lines.slice(0, 4)).toEqual(["app.example wants you to sign in with your Ethereum account:", PLACEHOLDER, "", "Welcome"])
        expect(lines).toContain(`Nonce: ${siwxMessage?.nonce}`)
        expect(lines).toContain("Issued At: 2026-11-25T12:00:00.500Z")

        const kept = yield* sessions
        expect(kept).toHaveLength(1)
        expect(kept[0]?.data.accountAddress).toBe(ALICE)
        expect(kept[0]?.data.nonce).toBe(siwxMessage?.nonce)
        expect(kept[0]?.message).toBe(siwxMessage?.serializedMessage?.replace(PLACEHOLDER, ALICE))
        expect(yield* Effect.promise(() => verifyMessage({ address: ALICE, message: kept[0]!.message, signature: kept[0]!.signature as Hex }))).toBe(true)

        // Signed in: the view was never shown, even with sign-in required.
        expect(yield* views).toEqual(["Account"])
        expect(yield* hasSession).toBe(true)
        expect(yield* eventNames).toContain("SIWX_AUTH_SUCCESS")
        expect(yield* eventNames).not.toContain("SIWX_AUTH_ERROR")
      })
    ))

  it.scoped("a host store's own text with the placeholder goes as it is, and the session reaches the host's addSession", () => {
    const added: Array<SiwxSession> = []
    const text = `app.example wants you to sign in with your Ethereum account:\n${PLACEHOLDER}\n\nURI: ${SITE}\nVersion: 1\nChain ID: 1\nNonce: hostnonce123\nIssued At: 2026-11-25T12:00:00.000Z`
    const host: SiwxConfig = {
      createMessage: async ({ accountAddress, chainId }) => ({
        accountAddress,
        chainId,
        domain: "app.example",
        uri: SITE,
        version: "1",
        nonce: "hostnonce123",
        issuedAt: "2026-11-25T12:00:00.000Z",
        serializedMessage: text
      }),
      addSession: async (session) => {
        added.push(session)
      },
      getSessions: async (_chainId, address) => added.filter((session) => session.data.accountAddress.toLowerCase() === address.toLowerCase()),
      revokeSession: async () => undefined,
      setSessions: async () => undefined
    }
    return withEmbeddedWallet(host, (script) =>
      Effect.gen(function* () {
        yield* script.answerWith(frameAnswers("fills in and signs"))
        yield* login
        const [asked] = yield* getUserSent(script)
        expect(asked?.payload?.siwxMessage?.serializedMessage).toBe(text)
        expect(added).toHaveLength(1)
        expect(added[0]?.message).toBe(text.replace(PLACEHOLDER, ALICE))
        expect(added[0]?.data.accountAddress).toBe(ALICE)
        expect(yield* views).toEqual(["Account"])
      })
    )
  })

  it.scoped("a reply without a signature leaves the usual flow: SIWXSignMessage opens", () =>
    withEmbeddedWallet(localSiwx({ required: true, url: SITE }), (script) =>
      Effect.gen(function* () {
        yield* script.answerWith(frameAnswers("does not sign"))
        yield* login
        expect(Option.isSome(Option.fromNullable((yield* getUserSent(script))[0]?.payload?.siwxMessage))).toBe(true)
        expect(yield* sessions).toEqual([])
        expect(yield* views).toEqual(["SIWXSignMessage"])
        expect(yield* eventNames).not.toContain("SIWX_AUTH_SUCCESS")
      })
    ))

  it.scoped("another text signed than the one asked is not kept: SIWX_AUTH_ERROR, and SIWXSignMessage asks", () =>
    withEmbeddedWallet(localSiwx({ required: true, url: SITE }), (script) =>
      Effect.gen(function* () {
        yield* script.answerWith(frameAnswers("signs another text"))
        yield* login
        expect(yield* sessions).toEqual([])
        expect(yield* views).toEqual(["SIWXSignMessage"])
        expect(yield* eventNames).toContain("SIWX_AUTH_ERROR")
      })
    ))

  it.scoped("a store that cannot make the message: GET_USER goes without one, the login connects, and SIWXSignMessage asks", () => {
    const failing: SiwxConfig = {
      createMessage: async () => {
        throw new Error("nonce service down")
      },
      addSession: async () => undefined,
      getSessions: async () => [],
      revokeSession: async () => undefined,
      setSessions: async () => undefined,
      getRequired: () => true
    }
    return withEmbeddedWallet(failing, (script) =>
      Effect.gen(function* () {
        yield* script.answerWith(frameAnswers("fills in and signs"))
        yield* login
        const [asked] = yield* getUserSent(script)
        expect(asked?.payload?.siwxMessage).toBeUndefined()
        expect(yield* views).toEqual(["SIWXSignMessage"])
      })
    )
  })
})
