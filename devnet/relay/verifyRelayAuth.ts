/**
 * The checks a client's connection URL must pass (WIRE.md §6.1): a project the relay serves, and
 * an `auth` JWT signed with EdDSA by the key its `did:key` issuer names, for this relay, valid now.
 * Succeeds with the client id (the issuer); fails with the close reason. Time comes from Clock.
 */
import { ed25519 } from "@noble/curves/ed25519"
import { Clock, Effect, Either, Schema } from "effect"
import { RelayAuthClaims, RelayAuthHeader } from "../../schemas/RelayAuth.js"
import { publicKeyOfDidKey } from "./didKey.js"
import type { RelayAuthRejected } from "./RelayAuthRejected.js"
import { jwtInvalid, unknownProject } from "./RelayAuthRejected.js"

export interface RelayAuthContext {
  /** The URL the relay is reached at, e.g. `ws://127.0.0.1:41234`: the token's `aud`. */
  readonly relayUrl: string
  /**
   * The public URLs this relay plays (a client configured for the hosted relay, whose socket a
   * test routes here, signs its token for the hosted URL): each is a valid `aud` too.
   */
  readonly alsoServes?: ReadonlyArray<string>
  readonly isKnownProject: (projectId: string) => boolean
}

const BASE64URL = /^[A-Za-z0-9_-]+$/
const decodeHeader = Schema.decodeUnknownEither(Schema.parseJson(RelayAuthHeader))
const decodeClaims = Schema.decodeUnknownEither(Schema.parseJson(RelayAuthClaims))

const withoutTrailingSlash = (url: string): string => url.replace(/\/+$/, "")

const signatureValid = (signature: Uint8Array, signed: string, publicKey: Uint8Array): boolean => {
  try {
    return ed25519.verify(signature, new TextEncoder().encode(signed), publicKey)
  } catch {
    return false
  }
}

/**
 * Builds the curve's tables now (a few hundred ms on a busy machine), so the first client to
 * connect does not wait for them.
 */
export const warmUpSignatureCheck = (): void => void ed25519.getPublicKey(new Uint8Array(32))

/** `search` is the connection URL's query string (with or without its `?`). */
export const verifyRelayAuth = (search: string, context: RelayAuthContext): Effect.Effect<string, RelayAuthRejected> =>
  Effect.gen(function* () {
    const query = new URLSearchParams(search)
    const projectId = query.get("projectId") ?? ""
    if (!context.isKnownProject(projectId)) return yield* unknownProject(projectId)

    const token = query.get("auth")
    if (token === null || token === "") return yield* jwtInvalid("Missing auth token")
    const parts = token.split(".")
    const [headerPart = "", claimsPart = "", signaturePart = ""] = parts
    if (parts.length !== 3 || !parts.every((part) => BASE64URL.test(part))) return yield* jwtInvalid("Invalid format")
    const text = (part: string) => Buffer.from(part, "base64url").toString("utf8")
    if (Either.isLeft(decodeHeader(text(headerPart)))) return yield* jwtInvalid("Invalid JWT signing algorithm")
    const claims = decodeClaims(text(claimsPart))
    if (Either.isLeft(claims)) return yield* jwtInvalid("Invalid claims")
    const { iss, aud, iat, exp } = claims.right

    const publicKey = publicKeyOfDidKey(iss)
    if (publicKey === undefined) return yield* jwtInvalid("Invalid issuer: not an Ed25519 did:key")
    const signature = Buffer.from(signaturePart, "base64url")
    if (signature.length !== 64 || !signatureValid(signature, `${headerPart}.${claimsPart}`, publicKey)) {
      return yield* jwtInvalid("Invalid signature")
    }
    const audiences = [context.relayUrl, ...(context.alsoServes ?? [])].map(withoutTrailingSlash)
    if (!audiences.includes(withoutTrailingSlash(aud))) return yield* jwtInvalid("Invalid audience")

    const now = yield* Clock.currentTimeMillis
    if (exp * 1000 <= now) return yield* jwtInvalid("JWT Token is expired")
    if (iat * 1000 > now) return yield* jwtInvalid("JWT Token is not yet valid")
    return iss
  })
