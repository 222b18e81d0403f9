/**
 * One-click sign-in over WalletConnect (SPEC §4) as programs, on the TestClock: the rule (sign-in
 * on and every chain EVM), the cacao → session mapping with its checks and the expiry boundary,
 * and the WalletConnect kind over the in-memory client: one-click auth when the port is given, the
 * sessions kept and SIWX_AUTH_SUCCESS recorded, a wallet that answers the plain proposal, and a
 * forged cacao refused (the session ended, SIWX_AUTH_ERROR, 'Error signing message').
 */
import { describe, expect, it } from "@effect/vitest"
import { Effect, Either, Option, Ref, TestClock } from "effect"
import { buildAuthObject, createEncodedRecap, formatMessage } from "@walletconnect/utils"
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts"
import { mainnet, polygon, solana } from "doorway-connect/networks"
import { SignMessageFailed } from "../../../../core/errors/AccountErrors.js"
import { messageOf } from "../../../../core/errors/catalogue.js"
import { Alerts } from "../../../../core/services/Alerts.js"
import { RpcTransport } from "../../../../core/services/RpcTransport.js"
import { localSiwx } from "../../../../core/siwx/localSiwx.js"
import { oneClickChains } from "../../../../core/siwx/oneClick/oneClickRequest.js"
import type { AuthenticateRequest, SignedCacao } from "../../../../core/siwx/oneClick/oneClickRequest.js"
import { makeOneClickSignIn } from "../../../../core/siwx/oneClick/oneClickSignIn.js"
import { sessionOfCacao } from "../../../../core/siwx/oneClick/sessionOfCacao.js"
import { storedSessions } from "../../../../core/siwx/storedSessions.js"
import { makeScriptedWalletConnect } from "../../../../layers/WalletConnectClientTest.js"
import { SESSION_METHODS, makeWalletConnectConnection } from "../../../../layers/WalletConnectConnection.js"
import { DEV_WALLET_PRIVATE_KEY } from "../../../../devnet/devKeys.js"
import { evmEnv, trackedEvents } from "../../connection/evmTestEnv.js"
import { CONNECTOR } from "../../../layers/walletconnect/WalletConnect.contract.js"

const account = privateKeyToAccount(DEV_WALLET_PRIVATE_KEY)
/** Noon, 26 November 2026, UTC. */
const NOON = Date.parse("2026-11-26T12:00:00.000Z")
const SITE = "https://shop.example/login"
const REQUEST: AuthenticateRequest = {
  chains: [mainnet.caipNetworkId, polygon.caipNetworkId],
  domain: "shop.example",
  uri: SITE,
  nonce: "kq2yUXb3pW7rTn4Z",
  statement: "Sign in to the shop",
  exp: "2026-11-26T12:30:00.000Z"
}

/** What a wallet answers, as the SDK builds it: the payload with the granted methods' recap, signed on `chain`. */
const signedCacao = (request: AuthenticateRequest, options: { chain?: number; signer?: typeof account; textIssuer?: string } = {}) =>
  Effect.gen(function* () {
    const now = yield* TestClock.currentTimeMillis
    const payload = {
      type: "caip122",
      chains: [...request.chains],
      domain: request.domain,
      aud: request.uri,
      version: "1",
      nonce: request.nonce,
      iat: new Date(now).toISOString(),
      ...(request.statement === undefined ? {} : { statement: request.statement }),
      ...(request.exp === undefined ? {} : { exp: request.exp }),
      resources: [createEncodedRecap("eip155", "request", ["personal_sign", "eth_sendTransaction"])]
    }
    const iss = `did:pkh:eip155:${options.chain ?? 1}:${account.address}`
    const message = formatMessage({ ...payload }, options.textIssuer ?? iss)
    const signature = yield* Effect.promise(() => (options.signer ?? account).signMessage({ message }))
    return { cacao: buildAuthObject(payload, { t: "eip191", s: signature }, iss), message } satisfies SignedCacao
  })

/** The nodes know no contract at any address: a signature not the key's is no ERC-1271 wallet's either. */
const chain = Object.fromEntries([mainnet, polygon].map((network) => [network.caipNetworkId, { eth_getCode: () => ({ result: "0x" }) }]))
const env = evmEnv({ chain, options: { networks: [mainnet, polygon], siwx: localSiwx({ url: SITE, statement: "Sign in to the shop", expiresInMs: 1_800_000 }) } }).layer
const refusal = (signed: SignedCacao, request = REQUEST) =>
  Effect.map(Effect.flip(sessionOfCacao(signed, request)), (error) => ({ message: messageOf(error), cause: String(error.cause) }))

describe("the rule", () => {
  it("one-click auth with sign-in on and every chain EVM; otherwise the plain connection", () => {
    const siwx = localSiwx()
    expect(oneClickChains({ siwx, siweConfig: undefined, networks: [mainnet, polygon] })).toEqual(Option.some(["eip155:1", "eip155:137"]))
    expect(oneClickChains({ siwx: undefined, siweConfig: undefined, networks: [mainnet, polygon] })).toEqual(Option.none())
    expect(oneClickChains({ siwx, siweConfig: undefined, networks: [mainnet, solana] })).toEqual(Option.none())
    expect(oneClickChains({ siwx, siweConfig: undefined, networks: [] })).toEqual(Option.none())
    const siweConfig = { getNonce: async () => "n", createMessage: () => "", verifyMessage: async () => true, getSession: async () => null, signOut: async () => true }
    expect(Option.isSome(oneClickChains({ siwx: undefined, siweConfig: siweConfig as never, networks: [mainnet] }))).toBe(true)
  })
})

describe("cacao → sign-in session", () => {
  it.effect("a wallet's cacao becomes the session: data from its payload and issuer, the signed text, the signature, the cacao", () =>
    Effect.gen(function* () {
      yield* TestClock.setTime(NOON)
      const signed = yield* signedCacao(REQUEST, { chain: 137 })
      const session = yield* sessionOfCacao(signed, REQUEST)
      expect(session.data).toEqual({
        accountAddress: account.address,
        chainId: "eip155:137",
        domain: "shop.example",
        uri: SITE,
        version: "1",
        nonce: "kq2yUXb3pW7rTn4Z",
        issuedAt: "2026-11-26T12:00:00.000Z",
        expirationTime: "2026-11-26T12:30:00.000Z",
        statement:
          "Sign in to the shop I further authorize the stated URI to perform the following actions on my behalf: (1) 'request': 'eth_sendTransaction', 'personal_sign' for 'eip155'.",
        resources: (signed.cacao as { p: { resources: Array<string> } }).p.resources
      })
      expect(session.message).toBe(signed.message)
      expect(session.signature).toBe((signed.cacao as { s: { s: string } }).s.s)
      expect(session.cacao).toEqual(signed.cacao)
    }).pipe(Effect.provide(env))
  )

  it.effect("in force until its expiration time: kept at 29:59.999, refused at 30:00", () =>
    Effect.gen(function* () {
      yield* TestClock.setTime(NOON)
      const signed = yield* signedCacao(REQUEST)
      yield* TestClock.setTime(NOON + 1_799_999)
      expect(Either.isRight(yield* Effect.either(sessionOfCacao(signed, REQUEST)))).toBe(true)
      yield* TestClock.setTime(NOON + 1_800_000)
      expect(yield* refusal(signed)).toMatchObject({ message: "Error signing message", cause: expect.stringMatching(/not in force/) })
    }).pipe(Effect.provide(env))
  )

  it.effect("refused with 'Error signing message': another key's signature, another request, a chain not asked, a text for another account, no cacao", () =>
    Effect.gen(function* () {
      yield* TestClock.setTime(NOON)
      const signed = yield* signedCacao(REQUEST)
      const forged = yield* signedCacao(REQUEST, { signer: privateKeyToAccount(generatePrivateKey()) })
      expect(yield* refusal(forged)).toEqual({ message: "Error signing message", cause: expect.stringMatching(/not the account's/) })
      expect((yield* refusal(signed, { ...REQUEST, nonce: "another-nonce-0001" })).cause).toMatch(/does not answer the request/)
      expect((yield* refusal(signed, { ...REQUEST, chains: [polygon.caipNetworkId] })).cause).toMatch(/eip155:1, which was not asked/)
      const otherText = yield* signedCacao(REQUEST, { textIssuer: `did:pkh:eip155:1:${privateKeyToAccount(generatePrivateKey()).address}` })
      expect((yield* refusal(otherText)).cause).toMatch(/does not say what the cacao says/)
      expect((yield* refusal({ cacao: {}, message: signed.message })).cause).toMatch(/not CAIP-74/)
    }).pipe(Effect.provide(env))
  )
})

describe("the WalletConnect kind with one-click sign-in", () => {
  const kindWith = (withOneClick: boolean) =>
    Effect.gen(function* () {
      const wallet = yield* makeScriptedWalletConnect()
      const oneClick = withOneClick ? yield* makeOneClickSignIn([mainnet.caipNetworkId, polygon.caipNetworkId]) : undefined
      const kind = yield* makeWalletConnectConnection({ client: wallet.client, networks: [mainnet, polygon], rpc: yield* RpcTransport, oneClick })
      const connecting = yield* Effect.fork(Effect.either(kind.connect(CONNECTOR, { showUri: () => Effect.void, notify: () => Effect.void })))
      return { wallet, connecting }
    })
  const approval = { chains: ["eip155:1", "eip155:137"], accounts: [`eip155:1:${account.address}`, `eip155:137:${account.address}`] }
  const names = Effect.map(trackedEvents, (events) => events.map((event) => event.event))

  it.effect("one approval: an authentication request with the store's message fields, the session kept with its cacao, SIWX_AUTH_SUCCESS", () =>
    Effect.gen(function* () {
      yield* TestClock.setTime(NOON)
      const { wallet, connecting } = yield* kindWith(true)
      yield* wallet.approveAuthenticate(approval, (request) => Effect.map(signedCacao(request), (signed) => [signed]))
      const opened = yield* connecting.await.pipe(Effect.flatMap((exit) => exit))
      expect(Either.getOrThrow(opened).accounts[0]).toBe(account.address)
      const [asked] = yield* wallet.authRequests
      expect(asked?.methods).toEqual(SESSION_METHODS)
      expect(asked?.request).toMatchObject({
        chains: ["eip155:1", "eip155:137"],
        domain: "shop.example",
        uri: SITE,
        statement: "Sign in to the shop",
        exp: "2026-11-26T12:30:00.000Z"
      })
      expect(asked?.request.nonce).toMatch(/^[A-Za-z0-9]{16}$/)
      const sessions = yield* storedSessions
      expect(sessions).toHaveLength(1)
      expect(sessions[0]?.cacao?.p.nonce).toBe(asked?.request.nonce)
      expect(sessions[0]?.data).toMatchObject({ accountAddress: account.address, chainId: "eip155:1" })
      expect(yield* names).toEqual(["SIWX_AUTH_SUCCESS"])
    }).pipe(Effect.provide(env))
  )

  it.effect("a wallet without one-click auth answers the plain proposal: connected, nothing kept, no sign-in event", () =>
    Effect.gen(function* () {
      yield* TestClock.setTime(NOON)
      const { wallet, connecting } = yield* kindWith(true)
      yield* wallet.approve(approval)
      expect(Either.isRight(yield* connecting.await.pipe(Effect.flatMap((exit) => exit)))).toBe(true)
      expect(yield* wallet.authRequests).toHaveLength(1)
      expect(yield* storedSessions).toEqual([])
      expect(yield* names).toEqual([])
    }).pipe(Effect.provide(env))
  )

  it.effect("without the port the kind proposes a plain session (no authentication request)", () =>
    Effect.gen(function* () {
      const { wallet, connecting } = yield* kindWith(false)
      yield* wallet.approve(approval)
      expect(Either.isRight(yield* connecting.await.pipe(Effect.flatMap((exit) => exit)))).toBe(true)
      expect(yield* wallet.authRequests).toEqual([])
    }).pipe(Effect.provide(env))
  )

  it.effect("a store that cannot make the message leaves the plain proposal", () =>
    Effect.gen(function* () {
      const wallet = yield* makeScriptedWalletConnect()
      const oneClick = { request: Effect.fail(new SignMessageFailed({ cause: "nonce service down" })), keep: () => Effect.void }
      const kind = yield* makeWalletConnectConnection({ client: wallet.client, networks: [mainnet, polygon], rpc: yield* RpcTransport, oneClick })
      const connecting = yield* Effect.fork(kind.connect(CONNECTOR, { showUri: () => Effect.void, notify: () => Effect.void }))
      yield* wallet.approve(approval)
      expect((yield* connecting.await.pipe(Effect.flatMap((exit) => exit))).accounts[0]).toBe(account.address)
      expect(yield* wallet.authRequests).toEqual([])
    }).pipe(Effect.provide(env))
  )

  it.effect("a forged cacao is refused: the session ended, nothing kept, SIWX_AUTH_ERROR, 'Error signing message'", () =>
    Effect.gen(function* () {
      yield* TestClock.setTime(NOON)
      const { wallet, connecting } = yield* kindWith(true)
      const other = privateKeyToAccount(generatePrivateKey())
      yield* wallet.approveAuthenticate(approval, (request) => Effect.map(signedCacao(request, { signer: other }), (signed) => [signed]))
      const outcome = yield* connecting.await.pipe(Effect.flatMap((exit) => exit))
      expect(Either.isLeft(outcome) && outcome.left._tag).toBe("SignMessageFailed")
      expect(yield* wallet.disconnected).toBe(true)
      expect(yield* storedSessions).toEqual([])
      expect(yield* names).toEqual(["SIWX_AUTH_ERROR"])
      const snackbar = yield* Effect.flatMap(Alerts, (alerts) => Ref.get(alerts.snackbar))
      expect(snackbar).toMatchObject({ message: "Error signing message", variant: "error", open: true })
    }).pipe(Effect.provide(env))
  )
})
