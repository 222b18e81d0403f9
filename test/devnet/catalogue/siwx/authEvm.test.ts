/**
 * The local sign-in service (WIRE §2.6) with an EVM account's key, over real HTTP: the whole
 * flow, and each refusal. The server reads the TestClock, so times are pinned at their edges.
 */
import { describe, expect, it } from "@effect/vitest"
import { Effect, TestClock } from "effect"
import { privateKeyToAccount } from "viem/accounts"
import { createSiwxMessage } from "../../../../core/siwx/eip4361/createSiwxMessage.js"
import { makeCatalogue, TEST_PROJECT_ID } from "../../../../devnet/catalogue/index.js"
import { CaipNetworkId } from "../../../../schemas/Caip.js"
import type { SiwxMessageData } from "../../../../schemas/Siwx.js"
import {
  atNoon,
  authenticate,
  authUrl,
  me,
  messageDataFor,
  meWithAccount,
  nonceFor,
  NOW,
  putMetadata,
  requestNonce,
  signOut,
  tokenOf
} from "./signInClient.js"

const account = privateKeyToAccount("0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d")
const stranger = privateKeyToAccount("0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a")

const iso = (ms: number) => new Date(ms).toISOString()

const messageData = (nonce: string, overrides: Partial<SiwxMessageData> = {}): SiwxMessageData =>
  messageDataFor(account.address, CaipNetworkId.make("eip155:1"), nonce, { statement: "Sign in to the Doorway demo", ...overrides })

/** A nonce, then a message signed by `signer` for it. */
const signedFor = (base: string, overrides: Partial<SiwxMessageData> = {}, signer = account) =>
  Effect.gen(function* () {
    const { nonce, token } = yield* nonceFor(base)
    const data = messageData(nonce, overrides)
    const message = createSiwxMessage(data)
    const signature = yield* Effect.promise(() => signer.signMessage({ message }))
    return { nonceToken: token, body: { data, message, signature } }
  })

const expectRefused = (answer: { status: number; contentType: string | null; body: unknown }, reason: RegExp) => {
  expect(answer.status).toBe(401)
  expect(answer.contentType).toMatch(/application\/json/)
  expect((answer.body as { message: string }).message).toMatch(reason)
}

describe("sign-in service, EVM account", () => {
  it.scoped("nonce, authenticate, me (with the AppKit account), metadata, sign-out: me works before and is refused after", () =>
    Effect.gen(function* () {
      yield* atNoon
      const { url } = yield* makeCatalogue()
      const nonceAnswer = yield* requestNonce(url)
      expect(nonceAnswer.status).toBe(200)
      expect(nonceAnswer.contentType).toMatch(/application\/json/)
      const { nonceToken, body } = yield* signedFor(url)
      const token = tokenOf(yield* authenticate(url, nonceToken, { ...body, clientId: null, walletInfo: { type: "extension", name: "Dev Wallet" } }))

      const session = yield* me(url, token)
      expect(session.status).toBe(200)
      expect(session.contentType).toMatch(/application\/json/)
      expect(session.body).toMatchObject({
        address: account.address,
        chainId: 1,
        chainIdNamespace: "eip155",
        caip2Network: "eip155:1",
        domain: "127.0.0.1:5173",
        uri: "http://127.0.0.1:5173/",
        nonce: body.data.nonce,
        projectIdKey: TEST_PROJECT_ID,
        sub: `eip155:1:${account.address}`,
        // One day after the sign-in, in seconds.
        exp: (NOW + 86_400_000) / 1000
      })
      expect(session.body).not.toHaveProperty("appKitAccount")

      const saved = yield* putMetadata(url, token, { nickname: "ada" })
      expect(saved.status).toBe(200)
      const full = yield* meWithAccount(url, token)
      expect(full.status).toBe(200)
      expect(full.body).toMatchObject({
        address: account.address,
        appKitAccount: {
          caip2_chain: "eip155:1",
          address: account.address,
          is_main_account: true,
          verification_status: null,
          connection_method: { type: "extension", name: "Dev Wallet" },
          metadata: { nickname: "ada" },
          signed_up_at: iso(NOW)
        }
      })

      // null clears the metadata.
      expect((yield* putMetadata(url, token, null)).body).toEqual({ metadata: {} })
      expect((yield* meWithAccount(url, token)).body).toMatchObject({ appKitAccount: { metadata: {} } })

      expect((yield* signOut(url, token)).status).toBe(200)
      expectRefused(yield* me(url, token), /signed out/)
      expectRefused(yield* signOut(url, token), /signed out/)
    }))

  it.scoped("a nonce is used once: the same signed message again is refused", () =>
    Effect.gen(function* () {
      yield* atNoon
      const { url } = yield* makeCatalogue()
      const { nonceToken, body } = yield* signedFor(url)
      tokenOf(yield* authenticate(url, nonceToken, body))
      expectRefused(yield* authenticate(url, nonceToken, body), /nonce was used/)
    }))

  it.scoped("the message must carry the token's nonce", () =>
    Effect.gen(function* () {
      yield* atNoon
      const { url } = yield* makeCatalogue()
      const { nonceToken } = yield* signedFor(url)
      const other = yield* signedFor(url)
      expectRefused(yield* authenticate(url, nonceToken, other.body), /nonce is not the token's/)
      // A nonce the server never issued, in a message signed with it, is refused the same way.
      const made = yield* signedFor(url, { nonce: "madeUpNonce123" })
      expectRefused(yield* authenticate(url, made.nonceToken, made.body), /nonce is not the token's/)
    }))

  it.scoped("a nonce token lasts 10 minutes: 599999 ms after it is issued it still works, at 600000 ms it is refused", () =>
    Effect.gen(function* () {
      yield* atNoon
      const { url } = yield* makeCatalogue()
      const early = yield* signedFor(url, { issuedAt: iso(NOW) })
      const late = yield* signedFor(url, { issuedAt: iso(NOW) })
      yield* TestClock.adjust("599999 millis")
      tokenOf(yield* authenticate(url, early.nonceToken, early.body))
      yield* TestClock.adjust("1 millis")
      expectRefused(yield* authenticate(url, late.nonceToken, late.body), /nonce has expired/)
    }))

  it.scoped("an expired message is refused, one expiring 1 ms from now is taken", () =>
    Effect.gen(function* () {
      yield* atNoon
      const { url } = yield* makeCatalogue()
      const expired = yield* signedFor(url, { expirationTime: iso(NOW) })
      expectRefused(yield* authenticate(url, expired.nonceToken, expired.body), /expired/)
      const valid = yield* signedFor(url, { expirationTime: iso(NOW + 1) })
      tokenOf(yield* authenticate(url, valid.nonceToken, valid.body))
    }))

  it.scoped("a message not valid yet is refused until its Not Before", () =>
    Effect.gen(function* () {
      yield* atNoon
      const { url } = yield* makeCatalogue()
      const signed = yield* signedFor(url, { notBefore: iso(NOW + 1) })
      expectRefused(yield* authenticate(url, signed.nonceToken, signed.body), /not valid yet/)
      const now = yield* signedFor(url, { notBefore: iso(NOW) })
      tokenOf(yield* authenticate(url, now.nonceToken, now.body))
    }))

  it.scoped("Issued At may be up to 60 s ahead of the server's clock, not 60001 ms", () =>
    Effect.gen(function* () {
      yield* atNoon
      const { url } = yield* makeCatalogue()
      const ahead = yield* signedFor(url, { issuedAt: iso(NOW + 60_001) })
      expectRefused(yield* authenticate(url, ahead.nonceToken, ahead.body), /issued in the future/)
      const skewed = yield* signedFor(url, { issuedAt: iso(NOW + 60_000) })
      tokenOf(yield* authenticate(url, skewed.nonceToken, skewed.body))
    }))

  it.scoped("the domain must be the host of one of the project's allowed origins", () =>
    Effect.gen(function* () {
      yield* atNoon
      const { url } = yield* makeCatalogue({ allowedOrigins: ["https://app.example.com"] })
      const foreign = yield* signedFor(url, { domain: "evil.example.com", uri: "https://evil.example.com/" })
      expectRefused(yield* authenticate(url, foreign.nonceToken, foreign.body), /domain evil\.example\.com is not allowed/)
      const listed = yield* signedFor(url, { domain: "app.example.com", uri: "https://app.example.com/" })
      tokenOf(yield* authenticate(url, listed.nonceToken, listed.body))
      const localhost = yield* signedFor(url, { domain: "localhost:3000", uri: "http://localhost:3000/" })
      tokenOf(yield* authenticate(url, localhost.nonceToken, localhost.body))
    }))

  it.scoped("a signature by another key, a malformed one, and an edited message are refused", () =>
    Effect.gen(function* () {
      yield* atNoon
      const { url } = yield* makeCatalogue()
      const byStranger = yield* signedFor(url, {}, stranger)
      expectRefused(yield* authenticate(url, byStranger.nonceToken, byStranger.body), /signature is not the account's/)
      const malformed = yield* signedFor(url)
      expectRefused(yield* authenticate(url, malformed.nonceToken, { ...malformed.body, signature: "0x1234" }), /signature is not the account's/)
      const edited = yield* signedFor(url)
      const message = edited.body.message.replace("Sign in to the Doorway demo", "Sign in to another app")
      expectRefused(yield* authenticate(url, edited.nonceToken, { ...edited.body, message }), /signature is not the account's/)
      const garbled = yield* signedFor(url)
      expectRefused(yield* authenticate(url, garbled.nonceToken, { ...garbled.body, message: "hello" }), /not a sign-in message/)
    }))

  it.scoped("an unknown project gets the catalogue's invalid-key answer on every route", () =>
    Effect.gen(function* () {
      yield* atNoon
      const { url } = yield* makeCatalogue()
      const nonce = yield* requestNonce(url, "no-such-project")
      expect(nonce.status).toBe(403)
      expect(nonce.body).toEqual({ message: "Unauthorized: invalid key" })
      const { nonceToken, body } = yield* signedFor(url)
      expect((yield* authenticate(url, nonceToken, body, "no-such-project")).status).toBe(403)
      const token = tokenOf(yield* authenticate(url, nonceToken, body))
      expect((yield* me(url, token, "no-such-project")).status).toBe(403)
    }))

  it.scoped("missing, garbage, forged and misplaced tokens are refused", () =>
    Effect.gen(function* () {
      yield* atNoon
      const { url } = yield* makeCatalogue({ projects: [{ projectId: TEST_PROJECT_ID }, { projectId: "other-project" }] })
      const { nonceToken, body } = yield* signedFor(url)
      expectRefused(yield* authenticate(url, undefined, body), /nonce token is required/)
      expectRefused(yield* authenticate(url, "garbage", body), /not a token of this server/)
      // The same claims signed by another server's key.
      const elsewhere = yield* makeCatalogue()
      const foreign = yield* nonceFor(elsewhere.url)
      expectRefused(yield* authenticate(url, foreign.token, body), /bad token signature/)
      // A nonce token of another project.
      const otherProject = yield* nonceFor(url, "other-project")
      expectRefused(yield* authenticate(url, otherProject.token, body), /another project/)

      const token = tokenOf(yield* authenticate(url, nonceToken, body))
      expectRefused(yield* me(url, undefined), /auth token is required/)
      expectRefused(yield* me(url, "garbage"), /not a token of this server/)
      expectRefused(yield* me(url, nonceToken), /not an auth token/)
      expectRefused(yield* me(url, token, "other-project"), /another project/)
      expectRefused(yield* putMetadata(url, undefined, {}), /auth token is required/)
      // A nonce token is no auth token, and an auth token no nonce token.
      const again = yield* signedFor(url)
      expectRefused(yield* authenticate(url, token, again.body), /not a nonce token/)
    }))

  it.scoped("an auth token lasts one day: me works 86399999 ms after sign-in, not 86400000 ms", () =>
    Effect.gen(function* () {
      yield* atNoon
      const { url } = yield* makeCatalogue()
      const { nonceToken, body } = yield* signedFor(url)
      const token = tokenOf(yield* authenticate(url, nonceToken, body))
      yield* TestClock.adjust("86399999 millis")
      expect((yield* me(url, token)).status).toBe(200)
      yield* TestClock.adjust("1 millis")
      expectRefused(yield* me(url, token), /auth token has expired/)
    }))

  it.scoped("a browser's preflight may send the nonce and auth headers and PUT the metadata", () =>
    Effect.gen(function* () {
      const { url } = yield* makeCatalogue()
      const preflight = yield* Effect.promise(() =>
        fetch(authUrl(url, "account-metadata"), {
          method: "OPTIONS",
          headers: { origin: "http://127.0.0.1:5173", "access-control-request-method": "PUT", "access-control-request-headers": "authorization,x-nonce-jwt" }
        })
      )
      expect(preflight.status).toBeLessThan(300)
      expect(preflight.headers.get("access-control-allow-methods")).toContain("PUT")
      expect(preflight.headers.get("access-control-allow-headers")).toBe("authorization,x-nonce-jwt")
    }))
})
