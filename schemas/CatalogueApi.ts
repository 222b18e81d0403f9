/** Bodies of the wallet catalogue / project API (WIRE §2.1, §2.3, §2.4, §2.5). */
import { Schema } from "effect"
import { BadgeType, WcWallet } from "./WalletCatalogue.js"

/** Query of every catalogue call: project id, sdk type and sdk version. */
export const SdkQuery = /*#__PURE__*/ Schema.Struct({
  projectId: Schema.String,
  st: Schema.String,
  sv: Schema.String
}).annotations({ identifier: "SdkQuery" })
export type SdkQuery = typeof SdkQuery.Type

/** `GET /getWallets` query; list values are comma-joined, numbers are decimal strings. */
export const GetWalletsQuery = /*#__PURE__*/ Schema.Struct({
  ...SdkQuery.fields,
  page: Schema.String,
  entries: Schema.String,
  include: Schema.optional(Schema.String),
  exclude: Schema.optional(Schema.String),
  chains: Schema.optional(Schema.String),
  search: Schema.optional(Schema.String),
  badge_type: Schema.optional(BadgeType)
}).annotations({ identifier: "GetWalletsQuery" })
export type GetWalletsQuery = typeof GetWalletsQuery.Type

/** `GET /getWallets`: one page of wallets and the total number of matches. */
export const GetWalletsResponse = /*#__PURE__*/ Schema.Struct({
  data: Schema.Array(WcWallet),
  count: Schema.Number
}).annotations({ identifier: "GetWalletsResponse" })
export type GetWalletsResponse = typeof GetWalletsResponse.Type

export const RemoteFeatureId = /*#__PURE__*/ Schema.Literal(
  "social_login",
  "swap",
  "onramp",
  "activity",
  "reown_branding",
  "multi_wallet"
).annotations({ identifier: "RemoteFeatureId" })
export type RemoteFeatureId = typeof RemoteFeatureId.Type

/**
 * One remote feature switch. `config: null` means "use the local option"; an array (even empty)
 * means the server decides (WIRE §2.3).
 */
/**
 * One entry of the project configuration. `id` stays an open string and `config` may be absent, so
 * a feature the client does not know yet, or an entry without a list, never hides the others.
 */
export const RemoteFeatureEntry = /*#__PURE__*/ Schema.Struct({
  id: Schema.String,
  isEnabled: Schema.Boolean,
  config: Schema.optional(Schema.NullOr(Schema.Array(Schema.String)))
}).annotations({ identifier: "RemoteFeatureEntry" })
export type RemoteFeatureEntry = typeof RemoteFeatureEntry.Type

/** `GET /appkit/v1/config`. A body without `features` falls back to local options. */
export const ProjectConfigResponse = /*#__PURE__*/ Schema.Struct({
  features: Schema.optional(Schema.NullOr(Schema.Array(RemoteFeatureEntry)))
}).annotations({ identifier: "ProjectConfigResponse" })
export type ProjectConfigResponse = typeof ProjectConfigResponse.Type

/** `GET /projects/v1/origins`. A body without `allowedOrigins` means the project id is not configured. */
export const AllowedOriginsResponse = /*#__PURE__*/ Schema.Struct({
  allowedOrigins: Schema.optional(Schema.Array(Schema.String))
}).annotations({ identifier: "AllowedOriginsResponse" })
export type AllowedOriginsResponse = typeof AllowedOriginsResponse.Type

/** `GET /getAnalyticsConfig`. */
export const AnalyticsConfigResponse = /*#__PURE__*/ Schema.Struct({ isAnalyticsEnabled: Schema.Boolean }).annotations({
  identifier: "AnalyticsConfigResponse"
})
export type AnalyticsConfigResponse = typeof AnalyticsConfigResponse.Type
