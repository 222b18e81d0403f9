/**
 * The relay's check of a connection URL (WIRE.md §6.1) on a virtual clock: the project, then the
 * `auth` token's signature, audience and time window, each failure with its close reason.
 */
import { describe, expect, it } from "@effect/vitest"
import { Effect, TestClock } from "effect"
import { verifyRelayAuth } from "../../../devnet/relay/verifyRelayAuth.js"
import { relayKey, relayQuery, signRelayJwt } from "./relayJwt.js"

const RELAY = "ws://127.0.0.1:7775"
const context = { relayUrl: RELAY, isKnownProject: (projectId: string) => projectId === "doorway-test" }
const key = relayKey()

const check = (auth: string, projectId = "doorway-test") => verifyRelayAuth(relayQuery(auth, projectId), context)
const reasonOf = (auth: string, projectId?: string) => Effect.map(Effect.flip(check(auth, projectId)), (error) => error.message)

describe("verifyRelayAuth", () => {
  it.effect("accepts a token signed by its issuer for this relay, and answers the issuer as the client id", () =>
    Effect.gen(function* () {
      yield* TestClock.setTime(1_000_000)
      expect(yield* check(signRelayJwt(key, { aud: RELAY, iat: 1000 }))).toBe(key.clientId)
      expect(key.clientId).toMatch(/^did:key:z6Mk/)
      // The client may have been given the URL with a trailing slash.
      expect(yield* check(signRelayJwt(key, { aud: `${RELAY}/`, iat: 1000 }))).toBe(key.clientId)
    }))

  it.effect("an unknown or missing project id: Unauthorized: invalid key", () =>
    Effect.gen(function* () {
      const token = signRelayJwt(key, { aud: RELAY, iat: 0 })
      const error = yield* Effect.flip(check(token, "nobody"))
      expect(error._tag).toBe("RelayUnknownProject")
      expect(error.message).toBe("Unauthorized: invalid key")
      expect(yield* reasonOf(token, "")).toBe("Unauthorized: invalid key")
    }))

  it.effect("a token issued at 1,000 s is not yet valid at 999,999 ms, and valid at 1,000,000 ms", () =>
    Effect.gen(function* () {
      const token = signRelayJwt(key, { aud: RELAY, iat: 1000 })
      yield* TestClock.setTime(999_999)
      const error = yield* Effect.flip(check(token))
      expect(error._tag).toBe("RelayJwtInvalid")
      expect(error.message).toBe("JWT validation error: JWT Token is not yet valid")
      yield* TestClock.setTime(1_000_000)
      expect(yield* check(token)).toBe(key.clientId)
    }))

  it.effect("a token expiring at 2,000 s is valid at 1,999,999 ms and expired at 2,000,000 ms", () =>
    Effect.gen(function* () {
      const token = signRelayJwt(key, { aud: RELAY, iat: 1000, exp: 2000 })
      yield* TestClock.setTime(1_999_999)
      expect(yield* check(token)).toBe(key.clientId)
      yield* TestClock.setTime(2_000_000)
      expect(yield* reasonOf(token)).toBe("JWT validation error: JWT Token is expired")
    }))

  it.effect("another relay's token, a forged signature, a foreign issuer or a broken token are refused by name", () =>
    Effect.gen(function* () {
      yield* TestClock.setTime(1_000_000)
      expect(yield* reasonOf(signRelayJwt(key, { aud: "wss://relay.walletconnect.org", iat: 1000 }))).toBe(
        "JWT validation error: Invalid audience"
      )
      // Signed by one key, claiming to be another.
      expect(yield* reasonOf(signRelayJwt(key, { aud: RELAY, iat: 1000, iss: relayKey(9).clientId }))).toBe(
        "JWT validation error: Invalid signature"
      )
      const token = signRelayJwt(key, { aud: RELAY, iat: 1000 })
      const [header, claims, signature = ""] = token.split(".")
      const flipped = `${signature.startsWith("A") ? "B" : "A"}${signature.slice(1)}`
      expect(yield* reasonOf(`${header}.${claims}.${flipped}`)).toBe("JWT validation error: Invalid signature")
      expect(yield* reasonOf(signRelayJwt(key, { aud: RELAY, iat: 1000, iss: "did:key:z6LSbysY2xFMRpGMhb7tFTLMpeuPRaqaWM1yECx2AtzE3KCc" }))).toBe(
        "JWT validation error: Invalid issuer: not an Ed25519 did:key"
      )
      expect(yield* reasonOf(signRelayJwt(key, { aud: RELAY, iat: 1000, header: { alg: "ES256", typ: "JWT" } }))).toBe(
        "JWT validation error: Invalid JWT signing algorithm"
      )
      expect(yield* reasonOf("not-a-jwt")).toBe("JWT validation error: Invalid format")
      expect(yield* reasonOf("")).toBe("JWT validation error: Missing auth token")
    }))

  it.effect("a relay that plays the hosted relay also takes tokens signed for the hosted URL, and no other", () =>
    Effect.gen(function* () {
      yield* TestClock.setTime(1_000_000)
      const playing = { ...context, alsoServes: ["wss://relay.walletconnect.org"] }
      const hosted = signRelayJwt(key, { aud: "wss://relay.walletconnect.org/", iat: 1000 })
      expect(yield* verifyRelayAuth(relayQuery(hosted, "doorway-test"), playing)).toBe(key.clientId)
      const other = signRelayJwt(key, { aud: "wss://relay.example.org", iat: 1000 })
      const refused = yield* Effect.flip(verifyRelayAuth(relayQuery(other, "doorway-test"), playing))
      expect(refused.message).toBe("JWT validation error: Invalid audience")
    }))
})
