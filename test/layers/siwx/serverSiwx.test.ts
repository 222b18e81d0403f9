/**
 * `serverSiwx`, the sign-in store kept by the sign-in service (WIRE §2.6), against the local
 * stand-in over real HTTP: nonce, authenticate, me, sign-out, and the service's refusals. The
 * service reads the TestClock; it is set to the wall clock the store's messages are dated by.
 */
import { describe, expect, it } from "@effect/vitest"
import { Effect, TestClock } from "effect"
import { privateKeyToAccount } from "viem/accounts"
import { makeCatalogue, TEST_PROJECT_ID } from "../../../devnet/catalogue/index.js"
import { buildAuthObject, createEncodedRecap, formatMessage } from "@walletconnect/utils"
import type { AuthenticateRequest } from "../../../core/siwx/oneClick/oneClickRequest.js"
import { sessionOfCacao } from "../../../core/siwx/oneClick/sessionOfCacao.js"
import { RpcTransportTest } from "../../../layers/RpcTransportTest.js"
import { serverSiwx, SignInServiceError } from "../../../layers/serverSiwx.js"
import { ACCOUNT_PLACEHOLDER } from "../../../schemas/Siwx.js"
import { CaipNetworkId } from "../../../schemas/Caip.js"

const account = privateKeyToAccount("0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d")
const MAINNET = CaipNetworkId.make("eip155:1")
const POLYGON = CaipNetworkId.make("eip155:137")

/** A Storage in memory, as the page's localStorage behaves. */
const memoryStorage = () => {
  const items = new Map<string, string>()
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    items
  }
}

const storeOn = (url: string, storage = memoryStorage()) => ({
  storage,
  siwx: serverSiwx({ projectId: TEST_PROJECT_ID, url, pageUrl: "http://127.0.0.1:5173/", storage, statement: "Sign in to the Doorway demo" })
})

const signed = (siwx: ReturnType<typeof serverSiwx>) =>
  Effect.promise(async () => {
    const made = await siwx.createMessage({ accountAddress: account.address, chainId: MAINNET })
    const { serializedMessage, ...data } = made
    const message = serializedMessage ?? ""
    return { data, message, signature: await account.signMessage({ message }) }
  })

describe("serverSiwx", () => {
  it.scoped("signs in through the service: the message is EIP-4361 with its nonce, me answers the session for that account and network only, sign-out ends it", () =>
    Effect.gen(function* () {
      yield* TestClock.setTime(Date.now())
      const { url } = yield* makeCatalogue()
      const { siwx, storage } = storeOn(url)
      expect(yield* Effect.promise(() => siwx.getSessions(MAINNET, account.address))).toEqual([])

      const session = yield* signed(siwx)
      expect(session.message).toMatch(/^127\.0\.0\.1:5173 wants you to sign in with your Ethereum account:\n/)
      expect(session.message).toContain(`Nonce: ${session.data.nonce}`)
      expect(storage.items.has("@appkit/siwx-nonce-token")).toBe(true)
      yield* Effect.promise(() => siwx.addSession(session))
      expect(storage.items.has("@appkit/siwx-auth-token")).toBe(true)
      expect(storage.items.has("@appkit/siwx-nonce-token")).toBe(false)

      const sessions = yield* Effect.promise(() => siwx.getSessions(MAINNET, account.address.toLowerCase()))
      expect(sessions).toHaveLength(1)
      expect(sessions[0]?.data).toMatchObject({ accountAddress: account.address, chainId: MAINNET, domain: "127.0.0.1:5173", nonce: session.data.nonce })
      expect(Date.parse(sessions[0]?.data.expirationTime ?? "")).toBeGreaterThan(Date.now())
      expect(yield* Effect.promise(() => siwx.getSessions(POLYGON, account.address))).toEqual([])

      yield* Effect.promise(() => siwx.setSessions([]))
      expect(storage.items.has("@appkit/siwx-auth-token")).toBe(false)
      expect(yield* Effect.promise(() => siwx.getSessions(MAINNET, account.address))).toEqual([])
    }))

  it.scoped("the service refuses a replayed nonce and an expired message (401), and another key's signature", () =>
    Effect.gen(function* () {
      yield* TestClock.setTime(Date.now())
      const { url } = yield* makeCatalogue()
      const { siwx, storage } = storeOn(url)
      const session = yield* signed(siwx)
      const nonceToken = storage.items.get("@appkit/siwx-nonce-token") ?? ""
      yield* Effect.promise(() => siwx.addSession(session))

      // The same nonce token and message again.
      storage.items.set("@appkit/siwx-nonce-token", nonceToken)
      const replayed = yield* Effect.promise(() => siwx.addSession(session).then(() => undefined, (error: unknown) => error))
      expect(replayed).toBeInstanceOf(SignInServiceError)
      expect((replayed as SignInServiceError).status).toBe(401)

      // A message that expired a minute and a half ago (beyond the 60 s skew).
      const fresh = yield* signed(siwx)
      const past = new Date(Date.now() - 90_000).toISOString()
      const data = { ...fresh.data, issuedAt: new Date(Date.now() - 120_000).toISOString(), expirationTime: past }
      const { createSiwxMessage } = yield* Effect.promise(() => import("../../../core/siwx/eip4361/createSiwxMessage.js"))
      const message = createSiwxMessage(data)
      const expired = yield* Effect.promise(() =>
        account.signMessage({ message }).then((signature) => siwx.addSession({ data, message, signature })).then(() => undefined, (error: unknown) => error)
      )
      expect((expired as SignInServiceError).status).toBe(401)
      expect((expired as Error).message).toMatch(/expir/i)

      const other = privateKeyToAccount("0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a")
      const forged = yield* signed(siwx)
      const refused = yield* Effect.promise(() =>
        other.signMessage({ message: forged.message }).then((signature) => siwx.addSession({ ...forged, signature })).then(() => undefined, (e: unknown) => e)
      )
      expect((refused as SignInServiceError).status).toBe(401)
    }))

  it.scoped("one-click auth: the message for the placeholder account has the service's nonce and no text; the SDK's signed text of the cacao is taken", () =>
    Effect.gen(function* () {
      yield* TestClock.setTime(Date.now())
      const { url } = yield* makeCatalogue()
      const { siwx } = storeOn(url)
      const made = yield* Effect.promise(() => siwx.createMessage({ accountAddress: ACCOUNT_PLACEHOLDER, chainId: MAINNET }))
      expect(made.serializedMessage).toBeUndefined()
      const request: AuthenticateRequest = { chains: [MAINNET, POLYGON], domain: made.domain, uri: made.uri, nonce: made.nonce, statement: made.statement ?? "" }
      // The wallet's answer as the SDK builds it: the granted methods' recap, signed with the account's key.
      const payload = {
        type: "caip122",
        chains: [...request.chains],
        domain: request.domain,
        aud: request.uri,
        version: "1",
        nonce: request.nonce,
        iat: new Date(yield* TestClock.currentTimeMillis).toISOString(),
        statement: request.statement ?? "",
        resources: [createEncodedRecap("eip155", "request", ["personal_sign"])]
      }
      const iss = `did:pkh:eip155:1:${account.address}`
      const message = formatMessage(payload, iss)
      const cacao = buildAuthObject(payload, { t: "eip191", s: yield* Effect.promise(() => account.signMessage({ message })) }, iss)
      const session = yield* sessionOfCacao({ cacao, message }, request).pipe(Effect.provide(RpcTransportTest({}, { connectionCheck: false })))
      yield* Effect.promise(() => siwx.addSession(session))
      const sessions = yield* Effect.promise(() => siwx.getSessions(MAINNET, account.address))
      expect(sessions[0]?.data).toMatchObject({ accountAddress: account.address, nonce: made.nonce })
    }))
})
