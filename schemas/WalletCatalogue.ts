import { Schema } from "effect"

export const BadgeType = /*#__PURE__*/ Schema.Literal("none", "certified").annotations({ identifier: "BadgeType" })
export type BadgeType = typeof BadgeType.Type

export const WcWalletInjected = /*#__PURE__*/ Schema.Struct({
  namespace: Schema.optional(Schema.String),
  injected_id: Schema.optional(Schema.String)
}).annotations({ identifier: "WcWalletInjected" })
export type WcWalletInjected = typeof WcWalletInjected.Type

/**
 * A wallet of the catalogue. `chains` are CAIP-2 ids, kept as plain strings so one odd id from
 * the catalogue does not hide the wallet; the deeplink bases are null when a platform is unsupported.
 */
export const WcWallet = /*#__PURE__*/ Schema.Struct({
  id: Schema.String,
  name: Schema.String,
  badge_type: Schema.optional(BadgeType),
  chains: Schema.optional(Schema.Array(Schema.String)),
  homepage: Schema.optional(Schema.String),
  image_id: Schema.optional(Schema.String),
  image_url: Schema.optional(Schema.String),
  order: Schema.optional(Schema.Number),
  link_mode: Schema.optional(Schema.NullOr(Schema.String)),
  mobile_link: Schema.optional(Schema.NullOr(Schema.String)),
  desktop_link: Schema.optional(Schema.NullOr(Schema.String)),
  webapp_link: Schema.optional(Schema.NullOr(Schema.String)),
  app_store: Schema.optional(Schema.NullOr(Schema.String)),
  play_store: Schema.optional(Schema.NullOr(Schema.String)),
  chrome_store: Schema.optional(Schema.NullOr(Schema.String)),
  rdns: Schema.optional(Schema.NullOr(Schema.String)),
  injected: Schema.optional(Schema.NullOr(Schema.Array(WcWalletInjected))),
  display_index: Schema.optional(Schema.Number)
}).annotations({ identifier: "WcWallet" })
export type WcWallet = typeof WcWallet.Type

/** A recently used wallet: the catalogue entry as it was when chosen. */
export const RecentWallet = WcWallet
export type RecentWallet = WcWallet

/** Number of recent wallets kept, SPEC §9 (declared here because schemas depend only on effect). */
const RECENT_WALLETS_LIMIT = 2

/** The recent-wallet list, most recent first. */
export const RecentWallets = /*#__PURE__*/ Schema.Array(RecentWallet).pipe(Schema.maxItems(RECENT_WALLETS_LIMIT)).annotations({
  identifier: "RecentWallets"
})
export type RecentWallets = typeof RecentWallets.Type
