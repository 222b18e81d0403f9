/**
 * Bodies of the blockchain data service (WIRE §1.2, §1.3) that belong to no other entity group.
 * The others live beside their entity: balances and assets in TokenBalance, history in
 * Transaction, conversion in Swap, names in Names, on-ramp in Onramp.
 */
import { Schema } from "effect"
import { CaipNetworkId } from "./Caip.js"

/** Query of every GET: project id, sdk type and version; `clientId` once known. */
export const BlockchainApiQuery = Schema.Struct({
  projectId: Schema.String,
  st: Schema.String,
  sv: Schema.String,
  clientId: Schema.optional(Schema.String)
}).annotations({ identifier: "BlockchainApiQuery" })
export type BlockchainApiQuery = typeof BlockchainApiQuery.Type

/** `GET /v1/supported-chains`: CAIP-2 ids served over HTTP and over WebSocket. */
export const SupportedChainsResponse = Schema.Struct({
  http: Schema.Array(CaipNetworkId),
  ws: Schema.Array(CaipNetworkId)
}).annotations({ identifier: "SupportedChainsResponse" })
export type SupportedChainsResponse = typeof SupportedChainsResponse.Type

/** `GET /v1/identity/{address}`: name and avatar URI, null when none. */
export const IdentityResponse = Schema.Struct({
  name: Schema.NullOr(Schema.String),
  avatar: Schema.NullOr(Schema.String)
}).annotations({ identifier: "IdentityResponse" })
export type IdentityResponse = typeof IdentityResponse.Type

/** One smart session (permission grant) of an account. Times are unix seconds. */
export const SmartSession = Schema.Struct({
  project: Schema.Struct({
    id: Schema.String,
    name: Schema.String,
    url: Schema.optional(Schema.String),
    iconUrl: Schema.optional(Schema.String)
  }),
  pci: Schema.String,
  expiry: Schema.Number,
  createdAt: Schema.Number,
  permissions: Schema.Array(Schema.Unknown),
  policies: Schema.Array(Schema.Struct({ id: Schema.String })),
  context: Schema.String,
  revokedAt: Schema.optional(Schema.Number)
}).annotations({ identifier: "SmartSession" })
export type SmartSession = typeof SmartSession.Type

/** `GET /v1/sessions/{caipAddress}`. */
export const SmartSessionsResponse = Schema.Struct({ pcis: Schema.Array(SmartSession) }).annotations({
  identifier: "SmartSessionsResponse"
})
export type SmartSessionsResponse = typeof SmartSessionsResponse.Type

/** `POST /v1/sessions/{address}/revoke` body. */
export const RevokeSmartSessionRequest = Schema.Struct({ pci: Schema.String, signature: Schema.String }).annotations({
  identifier: "RevokeSmartSessionRequest"
})
export type RevokeSmartSessionRequest = typeof RevokeSmartSessionRequest.Type
