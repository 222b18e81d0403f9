/**
 * The default sign-in session store (SPEC §4) on the TestClock: sessions verified before they are
 * kept, found per account and network, not counted once expired, and checked again when read
 * back from storage (a forged one dropped with a warning, the others kept).
 */
import { ed25519 } from "@noble/curves/ed25519"
import { base58 } from "@scure/base"
import { describe, expect, it } from "@effect/vitest"
import { Effect, Layer, Option, TestClock } from "effect"
import { privateKeyToAccount } from "viem/accounts"
import { mainnet, polygon } from "doorway-connect/networks"
import { messageOf } from "../../../core/errors/catalogue.js"
import { createSiwxMessage } from "../../../core/siwx/eip4361/createSiwxMessage.js"
import { addLocalSession, getLocalSessions, revokeLocalSession, setLocalSessions } from "../../../core/siwx/localSessions.js"
import { storedSessions } from "../../../core/siwx/storedSessions.js"
import type { CaipNetworkId } from "../../../schemas/Caip.js"
import type { SiwxMessageData, SiwxSession } from "../../../schemas/Siwx.js"
import { readLogs } from "../../../core/logging/readLogs.js"
import { storeSessions } from "../../../core/siwx/storedSessions.js"
import { Storage } from "../../../core/services/Storage.js"
import * as LogTest from "../../../layers/LogTest.js"
import { RpcTransportTest } from "../../../layers/RpcTransportTest.js"
import * as StorageMemory from "../../../layers/StorageMemory.js"

const NOW = Date.parse("2026-11-25T10:00:00.000Z")
const alice = privateKeyToAccount("0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d")
const bob = privateKeyToAccount("0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a")

const dataFor = (address: string, chainId: CaipNetworkId, extra: Partial<SiwxMessageData> = {}): SiwxMessageData => ({
  accountAddress: address,
  chainId,
  domain: "app.example.com",
  uri: "https://app.example.com",
  version: "1",
  nonce: "n0nce1234",
  issuedAt: "2026-11-25T09:59:00.000Z",
  expirationTime: "2026-11-25T11:00:00.000Z",
  ...extra
})

const evmSession = (signer = alice, extra: Partial<SiwxMessageData> = {}, chainId: CaipNetworkId = mainnet.caipNetworkId) =>
  Effect.promise(async (): Promise<SiwxSession> => {
    const data = dataFor(alice.address, chainId, extra)
    const message = createSiwxMessage(data)
    return { data, message, signature: await signer.signMessage({ message }) }
  })

/** Alice's account has no code on the scripted chain: a wrong signature is simply not hers. */
const env = Layer.mergeAll(
  StorageMemory.layer,
  RpcTransportTest({ [mainnet.caipNetworkId]: { eth_getCode: () => ({ result: "0x" }) }, [polygon.caipNetworkId]: { eth_getCode: () => ({ result: "0x" }) } }, { connectionCheck: false })
)

const refusal = (session: SiwxSession) => Effect.map(Effect.flip(addLocalSession(session)), (error) => ({ tag: error._tag, text: messageOf(error), cause: error.cause }))

describe("the local sign-in session store", () => {
  it.effect("keeps a verified EVM session, finds it for its account and network only, and replaces it on a new sign-in", () =>
    Effect.gen(function* () {
      yield* TestClock.setTime(NOW)
      const session = yield* evmSession()
      yield* addLocalSession(session)
      expect(yield* getLocalSessions(mainnet.caipNetworkId, alice.address.toLowerCase())).toEqual([session])
      expect(yield* getLocalSessions(polygon.caipNetworkId, alice.address)).toEqual([])
      expect(yield* getLocalSessions(mainnet.caipNetworkId, bob.address)).toEqual([])
      const again = yield* evmSession(alice, { nonce: "another99" })
      yield* addLocalSession(again)
      expect(yield* storedSessions).toEqual([again])
      const onPolygon = yield* evmSession(alice, {}, polygon.caipNetworkId)
      yield* addLocalSession(onPolygon)
      yield* revokeLocalSession(mainnet.caipNetworkId, alice.address)
      expect(yield* storedSessions).toEqual([onPolygon])
    }).pipe(Effect.provide(env)))

  it.effect("a session counts until its expiration time: at 10:59:59.999 yes, at 11:00:00.000 no", () =>
    Effect.gen(function* () {
      yield* TestClock.setTime(NOW)
      yield* addLocalSession(yield* evmSession())
      yield* TestClock.setTime(Date.parse("2026-11-25T10:59:59.999Z"))
      expect(yield* getLocalSessions(mainnet.caipNetworkId, alice.address)).toHaveLength(1)
      yield* TestClock.adjust("1 millis")
      expect(yield* getLocalSessions(mainnet.caipNetworkId, alice.address)).toEqual([])
    }).pipe(Effect.provide(env)))

  it.effect("refuses with 'Error signing message', keeping nothing: another key's signature, a message that is not the session's, an expired or not yet valid one", () =>
    Effect.gen(function* () {
      yield* TestClock.setTime(NOW)
      expect(yield* refusal(yield* evmSession(bob))).toEqual({ tag: "SignMessageFailed", text: "Error signing message", cause: "the signature is not the account's" })
      const session = yield* evmSession()
      expect((yield* refusal({ ...session, data: { ...session.data, nonce: "different1" } })).cause).toBe("the message does not match the session")
      expect((yield* refusal({ ...session, message: `${session.message}\n` })).cause).toMatch(/^the message is not EIP-4361/)
      expect((yield* refusal(yield* evmSession(alice, { expirationTime: "2026-11-25T10:00:00.000Z" }))).cause).toMatch(/not in force/)
      expect((yield* refusal(yield* evmSession(alice, { notBefore: "2026-11-25T10:00:00.001Z" }))).cause).toMatch(/not in force/)
      expect(yield* storedSessions).toEqual([])
    }).pipe(Effect.provide(env)))

  it.effect("Solana: the account's Ed25519 signature is kept; Bitcoin needs a verifying server", () =>
    Effect.gen(function* () {
      yield* TestClock.setTime(NOW)
      const secret = ed25519.utils.randomPrivateKey()
      const data = dataFor(base58.encode(ed25519.getPublicKey(secret)), "solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp" as CaipNetworkId)
      const message = createSiwxMessage(data)
      const solana: SiwxSession = { data, message, signature: base58.encode(ed25519.sign(new TextEncoder().encode(message), secret)) }
      yield* addLocalSession(solana)
      expect(yield* getLocalSessions(data.chainId, data.accountAddress)).toEqual([solana])
      const forged = { ...solana, signature: base58.encode(ed25519.sign(new TextEncoder().encode(message), ed25519.utils.randomPrivateKey())) }
      expect((yield* refusal(forged)).cause).toBe("the signature is not the account's")
      const bitcoinData = dataFor("bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq", "bip122:000000000019d6689c085ae165831e93" as CaipNetworkId)
      const bitcoin: SiwxSession = { data: bitcoinData, message: createSiwxMessage(bitcoinData), signature: "AkcwRAIg" }
      expect((yield* refusal(bitcoin)).cause).toMatch(/verifying server/)
    }).pipe(Effect.provide(env)))

  it.effect("setSessions verifies each session and keeps none when one fails", () =>
    Effect.gen(function* () {
      yield* TestClock.setTime(NOW)
      const good = yield* evmSession()
      const bad = yield* evmSession(bob, {}, polygon.caipNetworkId)
      expect((yield* Effect.flip(setLocalSessions([good, bad])))._tag).toBe("SignMessageFailed")
      expect(yield* storedSessions).toEqual([])
      yield* setLocalSessions([good])
      expect(yield* storedSessions).toEqual([good])
    }).pipe(Effect.provide(env)))
})

/** What the store holds under `@appkit/siwx`, as the page would find it after a reload. */
const rawSessions = Effect.flatMap(Storage, (storage) => Effect.map(storage.get("@appkit/siwx"), (raw) => Option.map(raw, (text) => JSON.parse(text) as unknown)))

const ZERO_SIGNATURE = `0x${"00".repeat(65)}`

describe("sessions read back from storage (storage is not ours to trust)", () => {
  /** Each way a stored session can be forged: how, from Alice's real session on mainnet. */
  const forgeries: ReadonlyArray<readonly [string, (session: SiwxSession) => Effect.Effect<SiwxSession>]> = [
    ["a garbage signature", (session) => Effect.succeed({ ...session, signature: "0xdeadbeef" })],
    ["a signature that is not hex", (session) => Effect.succeed({ ...session, signature: "not a signature" })],
    ["a changed message (its data changed with it)", (session) =>
      Effect.succeed({
        ...session,
        data: { ...session.data, statement: "I owe you everything" },
        message: createSiwxMessage({ ...session.data, statement: "I owe you everything" })
      })],
    ["a changed message (its data not)", (session) => Effect.succeed({ ...session, message: session.message.replace("app.example.com wants", "evil.example wants") })],
    ["a forged nonce with an all-zero signature", (session) =>
      Effect.sync(() => {
        const data = { ...session.data, nonce: "forged12345" }
        return { data, message: createSiwxMessage(data), signature: ZERO_SIGNATURE }
      })],
    ["another key's signature", (session) => Effect.promise(async () => ({ ...session, signature: await bob.signMessage({ message: session.message }) }))]
  ]

  for (const [name, forge] of forgeries) {
    it.effect(`${name}: not signed in, dropped with a warning, the valid sibling kept`, () =>
      Effect.gen(function* () {
        yield* TestClock.setTime(NOW)
        const sibling = yield* evmSession(alice, {}, polygon.caipNetworkId)
        const forged = yield* forge(yield* evmSession())
        yield* storeSessions([forged, sibling])
        expect(yield* getLocalSessions(mainnet.caipNetworkId, alice.address)).toEqual([])
        expect(yield* rawSessions).toEqual(Option.some([sibling]))
        expect((yield* readLogs).some((line) => line.includes("Dropped a stored sign-in session on eip155:1"))).toBe(true)
        expect(yield* getLocalSessions(polygon.caipNetworkId, alice.address)).toEqual([sibling])
      }).pipe(Effect.provide(Layer.merge(env, LogTest.layer({ level: "warn" })))))
  }

  it.effect("a valid one is kept and counts; an expired one does not count and stays", () =>
    Effect.gen(function* () {
      yield* TestClock.setTime(NOW)
      const valid = yield* evmSession()
      const expired = yield* evmSession(alice, { expirationTime: "2026-11-25T09:59:59.999Z" }, polygon.caipNetworkId)
      yield* storeSessions([valid, expired])
      expect(yield* getLocalSessions(mainnet.caipNetworkId, alice.address)).toEqual([valid])
      expect(yield* getLocalSessions(polygon.caipNetworkId, alice.address)).toEqual([])
      expect(yield* rawSessions).toEqual(Option.some([valid, expired]))
      expect((yield* readLogs).filter((line) => line.includes("sign-in session"))).toEqual([])
    }).pipe(Effect.provide(Layer.merge(env, LogTest.layer({ level: "warn" })))))

  it.effect("a signature only the chain can judge (ERC-1271) with the node failing: does not count this time, and stays", () =>
    Effect.gen(function* () {
      yield* TestClock.setTime(NOW)
      const session = { ...(yield* evmSession()), signature: `0x${"11".repeat(65)}` }
      yield* storeSessions([session])
      expect(yield* getLocalSessions(mainnet.caipNetworkId, alice.address)).toEqual([])
      expect(yield* rawSessions).toEqual(Option.some([session]))
      expect((yield* readLogs).some((line) => line.includes("does not count until it can be checked"))).toBe(true)
    }).pipe(
      Effect.provide(
        Layer.mergeAll(
          StorageMemory.layer,
          LogTest.layer({ level: "warn" }),
          RpcTransportTest({ [mainnet.caipNetworkId]: { eth_getCode: () => ({ error: { code: -32603, message: "node down" } }) } }, { connectionCheck: false })
        )
      )
    ))
})
