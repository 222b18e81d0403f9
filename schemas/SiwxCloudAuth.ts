/** Bodies of the opt-in hosted sign-in service (WIRE §2.6). */
import { Schema } from "effect"
import { RecordKey } from "./RecordKey.js"
import { SiwxMessageData } from "./Siwx.js"
import { SafeUnion } from "./SafeUnion.js"

const Json = Schema.Record({ key: RecordKey, value: Schema.Unknown })

/** `GET nonce`. */
export const SiwxNonceResponse = Schema.Struct({ nonce: Schema.String, token: Schema.String }).annotations({
  identifier: "SiwxNonceResponse"
})
export type SiwxNonceResponse = typeof SiwxNonceResponse.Type

export const SiwxWalletInfo = SafeUnion(
  Schema.Struct({
    type: Schema.Literal("walletconnect", "extension", "unknown"),
    name: Schema.optional(Schema.String),
    icon: Schema.optional(Schema.String)
  }),
  Schema.Struct({ type: Schema.Literal("social"), social: Schema.String, identifier: Schema.String })
).annotations({ identifier: "SiwxWalletInfo" })
export type SiwxWalletInfo = typeof SiwxWalletInfo.Type

/** `POST authenticate` body. */
export const SiwxAuthenticateRequest = Schema.Struct({
  data: Schema.optional(SiwxMessageData),
  message: Schema.String,
  signature: Schema.String,
  clientId: Schema.optional(Schema.NullOr(Schema.String)),
  walletInfo: Schema.optional(SiwxWalletInfo)
}).annotations({ identifier: "SiwxAuthenticateRequest" })
export type SiwxAuthenticateRequest = typeof SiwxAuthenticateRequest.Type

export const SiwxAuthenticateResponse = Schema.Struct({ token: Schema.String }).annotations({
  identifier: "SiwxAuthenticateResponse"
})
export type SiwxAuthenticateResponse = typeof SiwxAuthenticateResponse.Type

/** The account record returned with `includeAppKitAccount=true`. */
export const SiwxAppKitAccount = Schema.Struct({
  uuid: Schema.String,
  caip2_chain: Schema.String,
  address: Schema.String,
  profile_uuid: Schema.String,
  created_at: Schema.String,
  is_main_account: Schema.Boolean,
  verification_status: Schema.Null,
  connection_method: Schema.NullOr(Json),
  metadata: Json,
  last_signed_in_at: Schema.String,
  signed_up_at: Schema.String,
  updated_at: Schema.String
}).annotations({ identifier: "SiwxAppKitAccount" })
export type SiwxAppKitAccount = typeof SiwxAppKitAccount.Type

/** `GET me`: the session the auth token stands for. */
export const SiwxSessionAccount = Schema.Struct({
  aud: Schema.String,
  iss: Schema.String,
  exp: Schema.Number,
  projectIdKey: Schema.String,
  sub: Schema.String,
  address: Schema.String,
  chainId: Schema.Union(Schema.Number, Schema.String),
  chainIdNamespace: Schema.String,
  caip2Network: Schema.String,
  uri: Schema.String,
  domain: Schema.String,
  projectUuid: Schema.String,
  profileUuid: Schema.String,
  nonce: Schema.String,
  appKitAccount: Schema.optional(SiwxAppKitAccount)
}).annotations({ identifier: "SiwxSessionAccount" })
export type SiwxSessionAccount = typeof SiwxSessionAccount.Type

/** `PUT account-metadata` body. */
export const SiwxAccountMetadataRequest = Schema.Struct({ metadata: Schema.NullOr(Json) }).annotations({
  identifier: "SiwxAccountMetadataRequest"
})
export type SiwxAccountMetadataRequest = typeof SiwxAccountMetadataRequest.Type
