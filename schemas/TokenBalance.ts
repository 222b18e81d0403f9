import { Schema } from "effect"
import { RecordKey } from "./RecordKey.js"
import { CaipAddress, CaipNetworkId } from "./Caip.js"
import { Hex, HexChainId } from "./Hex.js"

/** Amount of a token: `numeric` is the human-readable decimal amount, `decimals` a digit string. */
export const TokenQuantity = Schema.Struct({
  decimals: Schema.String,
  numeric: Schema.String
}).annotations({ identifier: "TokenQuantity" })
export type TokenQuantity = typeof TokenQuantity.Type

/**
 * One token holding (the Balance of the balances endpoint). `address` is the CAIP-10 token
 * address, absent or null for the native token; `value` is the holding value in the currency.
 */
export const TokenBalance = Schema.Struct({
  name: Schema.String,
  symbol: Schema.String,
  chainId: CaipNetworkId,
  address: Schema.optional(Schema.NullOr(CaipAddress)),
  value: Schema.optional(Schema.Number),
  price: Schema.Number,
  quantity: TokenQuantity,
  iconUrl: Schema.String
}).annotations({ identifier: "TokenBalance" })
export type TokenBalance = typeof TokenBalance.Type

/** Response of the balances endpoint. */
export const BalancesResponse = Schema.Struct({ balances: Schema.Array(TokenBalance) }).annotations({
  identifier: "BalancesResponse"
})
export type BalancesResponse = typeof BalancesResponse.Type

export const WalletAssetType = Schema.Literal("NATIVE", "ERC20").annotations({ identifier: "WalletAssetType" })
export type WalletAssetType = typeof WalletAssetType.Type

/** One asset of an ERC-7811 `wallet_getAssets` answer. */
export const WalletAsset = Schema.Struct({
  address: Schema.Union(Hex, Schema.Literal("native")),
  balance: Hex,
  type: WalletAssetType,
  metadata: Schema.Struct({
    name: Schema.optional(Schema.String),
    symbol: Schema.optional(Schema.String),
    decimals: Schema.optional(Schema.Number),
    value: Schema.optional(Schema.Number),
    price: Schema.optional(Schema.Number),
    iconUrl: Schema.optional(Schema.String)
  })
}).annotations({ identifier: "WalletAsset" })
export type WalletAsset = typeof WalletAsset.Type

/** `wallet_getAssets` result: hex chain id → that chain's assets. */
export const WalletAssetsResponse = Schema.Record({ key: HexChainId, value: Schema.Array(WalletAsset) }).annotations({
  identifier: "WalletAssetsResponse"
})
export type WalletAssetsResponse = typeof WalletAssetsResponse.Type

/** `wallet_getAssets` params. */
export const WalletGetAssetsParams = Schema.Struct({
  account: Hex,
  chainFilter: Schema.optional(Schema.Array(HexChainId)),
  assetFilter: Schema.optional(
    Schema.Record({ key: RecordKey, value: Schema.Array(Schema.Union(Hex, Schema.Literal("native"))) })
  ),
  assetTypeFilter: Schema.optional(Schema.Array(WalletAssetType))
}).annotations({ identifier: "WalletGetAssetsParams" })
export type WalletGetAssetsParams = typeof WalletGetAssetsParams.Type
