import { Schema } from "effect"
import { CaipNetworkId } from "./Caip.js"

/** The fields of a sign-in-with-X message (CAIP-122). `chainId` is the CAIP-2 id of the network. */
export const SiwxMessageData = Schema.Struct({
  accountAddress: Schema.String,
  chainId: CaipNetworkId,
  domain: Schema.String,
  uri: Schema.String,
  version: Schema.String,
  nonce: Schema.String,
  notBefore: Schema.optional(Schema.String),
  statement: Schema.optional(Schema.String),
  requestId: Schema.optional(Schema.String),
  issuedAt: Schema.optional(Schema.String),
  expirationTime: Schema.optional(Schema.String),
  resources: Schema.optional(Schema.Array(Schema.String))
}).annotations({ identifier: "SiwxMessageData" })
export type SiwxMessageData = typeof SiwxMessageData.Type

/**
 * A sign-in message with its text (`serializedMessage`), as it travels to the embedded frame.
 * Before signing, `accountAddress` may be the placeholder `<<AccountAddress>>`.
 */
export const SiwxMessage = Schema.Struct({
  ...SiwxMessageData.fields,
  serializedMessage: Schema.optional(Schema.String)
}).annotations({ identifier: "SiwxMessage" })
export type SiwxMessage = typeof SiwxMessage.Type

/** The account a sign-in message names before the wallet has said which one it is (AppKit's placeholder). */
export const ACCOUNT_PLACEHOLDER = "<<AccountAddress>>"

/** CAIP-74 capability object: header, payload and signature. */
export const Cacao = Schema.Struct({
  h: Schema.Struct({ t: Schema.String }),
  p: Schema.Struct({
    domain: Schema.String,
    aud: Schema.String,
    nonce: Schema.String,
    iss: Schema.String,
    version: Schema.optional(Schema.String),
    iat: Schema.optional(Schema.String),
    nbf: Schema.optional(Schema.String),
    exp: Schema.optional(Schema.String),
    statement: Schema.optional(Schema.String),
    requestId: Schema.optional(Schema.String),
    resources: Schema.optional(Schema.Array(Schema.String))
  }),
  s: Schema.Struct({ t: Schema.String, s: Schema.String, m: Schema.optional(Schema.String) })
}).annotations({ identifier: "Cacao" })
export type Cacao = typeof Cacao.Type

/** A stored sign-in session: the message data, its text, the signature and, from one-click auth, the cacao. */
export const SiwxSession = Schema.Struct({
  data: SiwxMessageData,
  message: Schema.String,
  signature: Schema.String,
  cacao: Schema.optional(Cacao)
}).annotations({ identifier: "SiwxSession" })
export type SiwxSession = typeof SiwxSession.Type
