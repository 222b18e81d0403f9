/** The relay connection's auth token (WIRE §6.1): a compact EdDSA JWT. */
import { Schema } from "effect"

export const RelayAuthHeader = Schema.Struct({
  alg: Schema.Literal("EdDSA"),
  typ: Schema.Literal("JWT")
}).annotations({ identifier: "RelayAuthHeader" })
export type RelayAuthHeader = typeof RelayAuthHeader.Type

/** Claims: `iss` is the client's `did:key`, `sub` a random hex, `aud` the relay URL; times in unix seconds. */
export const RelayAuthClaims = Schema.Struct({
  iss: Schema.String.pipe(Schema.startsWith("did:key:")),
  sub: Schema.String,
  aud: Schema.String,
  iat: Schema.Number,
  exp: Schema.Number,
  act: Schema.optional(Schema.String)
}).annotations({ identifier: "RelayAuthClaims" })
export type RelayAuthClaims = typeof RelayAuthClaims.Type
