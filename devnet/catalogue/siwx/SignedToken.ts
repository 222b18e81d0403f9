/**
 * The sign-in service's tokens (WIRE §2.6): JWTs signed with HS256 by a key the server draws at
 * start, so only this server's tokens verify and a restart invalidates them all.
 */
import { Either, Schema } from "effect"
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto"

const HEADER = Buffer.from(JSON.stringify({ alg: "HS256", typ: "JWT" })).toString("base64url")

/** A nonce token stands for one issued nonce; an auth token for one signed-in session. */
export const TokenClaims = Schema.Union(
  Schema.Struct({ typ: Schema.Literal("nonce"), nonce: Schema.String, projectId: Schema.String, exp: Schema.Number }),
  Schema.Struct({ typ: Schema.Literal("auth"), sid: Schema.String, projectId: Schema.String, exp: Schema.Number })
)
export type TokenClaims = typeof TokenClaims.Type

export interface TokenSigner {
  readonly sign: (claims: TokenClaims) => string
  /** The claims of a token this signer made, untouched; `exp` (ms) is the caller's to check. */
  readonly verify: (token: string) => Either.Either<TokenClaims, string>
}

export const makeTokenSigner = (key: Uint8Array = randomBytes(32)): TokenSigner => {
  const mac = (text: string) => createHmac("sha256", key).update(text).digest()
  const decodeClaims = Schema.decodeUnknownEither(Schema.parseJson(TokenClaims))
  return {
    sign: (claims) => {
      const body = `${HEADER}.${Buffer.from(JSON.stringify(claims)).toString("base64url")}`
      return `${body}.${mac(body).toString("base64url")}`
    },
    verify: (token) => {
      const parts = token.split(".")
      if (parts.length !== 3 || parts[0] !== HEADER) return Either.left("not a token of this server")
      const [, payload = "", signature = ""] = parts
      const expected = mac(`${HEADER}.${payload}`)
      const given = Buffer.from(signature, "base64url")
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return Either.left("bad token signature")
      return Either.mapLeft(decodeClaims(Buffer.from(payload, "base64url").toString("utf8")), () => "malformed token claims")
    }
  }
}
