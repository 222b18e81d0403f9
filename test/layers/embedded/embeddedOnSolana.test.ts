/**
 * The embedded wallet on a second family (SPEC §9: the auth connector serves eip155 and solana):
 * the login's connector seen on Solana asks GET_USER on the Solana chain, its provider sends
 * RPC_REQUEST routed to the solana namespace, and SIGN_OUT waits for the last namespace.
 */
import { describe, expect, it } from "@effect/vitest"
import { Effect, Option } from "effect"
import { mainnet, solana } from "doorway-connect/networks"
import { SecureFrame } from "../../../core/services/SecureFrame.js"
import type { FamilyOverSession, SessionRequester } from "../../../core/services/FamilyOverSession.js"
import { Storage } from "../../../core/services/Storage.js"
import type { AppEvent } from "../../../schemas/AppEvent.js"
import type { Connector } from "../../../schemas/Connector.js"
import { makeEmbeddedWalletConnection } from "../../../layers/EmbeddedWalletConnection.js"
import { embeddedTestEnv, readyFrame, sentTypes } from "../../core/embedded/embeddedTestEnv.js"
import { makeTimeoutLog } from "../../core/frame/frameTestEnv.js"

const NO_PROMPT = { showUri: () => Effect.void, notify: () => Effect.void }
const EVM_ADDRESS = "0x2222222222222222222222222222222222222222"
const SOLANA_ADDRESS = "9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin"
const AUTH: Connector = { id: "ID_AUTH", name: "Email and socials", type: "AUTH", chain: "eip155", chains: [mainnet, solana] }
const AUTH_ON_SOLANA: Connector = { ...AUTH, chain: "solana", chains: [solana] }

/** A family whose provider is the requester it was given, so the test sends through it. */
const over: FamilyOverSession = { methods: [], events: [], provider: (session) => Effect.succeed(session) }

/** The frame's user: the Solana address on a Solana chain, the EVM one otherwise; solana_signMessage signed. */
const answer = (event: AppEvent): ReadonlyArray<unknown> => {
  if (event.type === "@w3m-app/GET_USER") {
    const chainId = event.payload?.chainId ?? 1
    const onSolana = typeof chainId === "string" && chainId.startsWith("solana:")
    return [{ type: "@w3m-frame/GET_USER_SUCCESS", id: event.id, payload: { email: "a@b.co", address: onSolana ? SOLANA_ADDRESS : EVM_ADDRESS, chainId } }]
  }
  if (event.type === "@w3m-app/RPC_REQUEST") return [{ type: "@w3m-frame/RPC_REQUEST_SUCCESS", id: event.id, payload: { signature: "sig" } }]
  if (event.type === "@w3m-app/SIGN_OUT") return [{ type: "@w3m-frame/SIGN_OUT_SUCCESS", id: event.id }]
  return []
}

const makeKind = Effect.gen(function* () {
  const log = yield* makeTimeoutLog
  return yield* makeEmbeddedWalletConnection({
    frame: yield* SecureFrame,
    storage: yield* Storage,
    activeNetwork: Effect.succeed(Option.some(solana)),
    networkOn: (namespace) => Effect.succeed(Option.some(namespace === "solana" ? solana : mainnet)),
    families: [{ namespace: "solana", over: Effect.succeed(over) }],
    onTimeout: log.onTimeout
  })
})

describe("the embedded wallet on Solana", () => {
  it.effect("asks GET_USER on the Solana chain by its CAIP-2 id and answers its base58 account on that cluster", () =>
    Effect.gen(function* () {
      const script = yield* readyFrame
      yield* script.answerWith(answer)
      const kind = yield* makeKind
      expect(yield* kind.connect(AUTH_ON_SOLANA, NO_PROMPT)).toEqual({ accounts: [SOLANA_ADDRESS], chainId: solana.id })
      const [getUser] = yield* script.sent
      expect(getUser?.type === "@w3m-app/GET_USER" && getUser.payload?.chainId).toBe(solana.caipNetworkId)
    }).pipe(Effect.provide(embeddedTestEnv)))

  it.effect("refuses a user the frame answers on another family's chain", () =>
    Effect.gen(function* () {
      const script = yield* readyFrame
      yield* script.answerWith((event) =>
        event.type === "@w3m-app/GET_USER"
          ? [{ type: "@w3m-frame/GET_USER_SUCCESS", id: event.id, payload: { email: "a@b.co", address: EVM_ADDRESS, chainId: 1 } }]
          : []
      )
      const kind = yield* makeKind
      expect((yield* Effect.flip(kind.connect(AUTH_ON_SOLANA, NO_PROMPT)))._tag).toBe("ConnectFailed")
    }).pipe(Effect.provide(embeddedTestEnv)))

  it.effect("its provider sends RPC_REQUEST routed to the solana namespace and its chain", () =>
    Effect.gen(function* () {
      const script = yield* readyFrame
      yield* script.answerWith(answer)
      const kind = yield* makeKind
      yield* kind.connect(AUTH_ON_SOLANA, NO_PROMPT)
      const requester = (yield* kind.provider(AUTH_ON_SOLANA)) as SessionRequester
      expect(requester.address).toBe(SOLANA_ADDRESS)
      expect(requester.chain()).toBe(solana.caipNetworkId)
      const result = yield* Effect.promise(() => requester.request(requester.chain(), "solana_signMessage", { message: "abc", pubkey: SOLANA_ADDRESS }))
      expect(result).toEqual({ signature: "sig" })
      const request = (yield* script.sent).find((event) => event.type === "@w3m-app/RPC_REQUEST")
      expect(request?.type === "@w3m-app/RPC_REQUEST" && request.payload).toMatchObject({
        method: "solana_signMessage",
        params: { message: "abc", pubkey: SOLANA_ADDRESS },
        chainNamespace: "solana",
        chainId: solana.caipNetworkId
      })
      // EVM keeps its EIP-1193 provider.
      const evm = (yield* kind.provider(AUTH)) as { request: unknown }
      expect(typeof evm.request).toBe("function")
    }).pipe(Effect.provide(embeddedTestEnv)))

  it.effect("signs out of the frame only when the last namespace lets go", () =>
    Effect.gen(function* () {
      const script = yield* readyFrame
      yield* script.answerWith(answer)
      const kind = yield* makeKind
      yield* kind.connect(AUTH, NO_PROMPT)
      yield* kind.connect(AUTH_ON_SOLANA, NO_PROMPT)
      yield* kind.disconnect(AUTH_ON_SOLANA)
      expect((yield* sentTypes).filter((type) => type === "@w3m-app/SIGN_OUT")).toEqual([])
      yield* kind.disconnect(AUTH)
      expect((yield* sentTypes).filter((type) => type === "@w3m-app/SIGN_OUT")).toEqual(["@w3m-app/SIGN_OUT"])
    }).pipe(Effect.provide(embeddedTestEnv)))
})
