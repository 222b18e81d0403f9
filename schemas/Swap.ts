/** Bodies of the data service's token-conversion endpoints (WIRE §1.2, §1.3). */
import { Schema } from "effect"
import { CaipAddress } from "./Caip.js"
import { Hex } from "./Hex.js"

export const SwapProviderName = Schema.Literal("1inch").annotations({ identifier: "SwapProviderName" })
export type SwapProviderName = typeof SwapProviderName.Type

export const SwapQuote = Schema.Struct({
  id: Schema.NullOr(Schema.String),
  fromAmount: Schema.String,
  fromAccount: Schema.String,
  toAmount: Schema.String,
  toAccount: Schema.String
}).annotations({ identifier: "SwapQuote" })
export type SwapQuote = typeof SwapQuote.Type

/** `GET /v1/convert/quotes`. */
export const SwapQuotesResponse = Schema.Struct({ quotes: Schema.Array(SwapQuote) }).annotations({
  identifier: "SwapQuotesResponse"
})
export type SwapQuotesResponse = typeof SwapQuotesResponse.Type

/** A token that can be swapped on a network. */
export const SwapTokenInfo = Schema.Struct({
  name: Schema.String,
  symbol: Schema.String,
  address: CaipAddress,
  decimals: Schema.Number,
  logoUri: Schema.String,
  eip2612: Schema.optional(Schema.Boolean)
}).annotations({ identifier: "SwapTokenInfo" })
export type SwapTokenInfo = typeof SwapTokenInfo.Type

/** `GET /v1/convert/tokens`. */
export const SwapTokensResponse = Schema.Struct({ tokens: Schema.Array(SwapTokenInfo) }).annotations({
  identifier: "SwapTokensResponse"
})
export type SwapTokensResponse = typeof SwapTokensResponse.Type

/** `POST /v1/fungible/price` body. */
export const FungiblePriceRequest = Schema.Struct({
  currency: Schema.Literal("usd"),
  addresses: Schema.Array(CaipAddress),
  projectId: Schema.String
}).annotations({ identifier: "FungiblePriceRequest" })
export type FungiblePriceRequest = typeof FungiblePriceRequest.Type

export const FungiblePrice = Schema.Struct({
  name: Schema.String,
  symbol: Schema.String,
  iconUrl: Schema.String,
  price: Schema.Number
}).annotations({ identifier: "FungiblePrice" })
export type FungiblePrice = typeof FungiblePrice.Type

export const FungiblePriceResponse = Schema.Struct({ fungibles: Schema.Array(FungiblePrice) }).annotations({
  identifier: "FungiblePriceResponse"
})
export type FungiblePriceResponse = typeof FungiblePriceResponse.Type

/** `GET /v1/convert/allowance`: an integer string in base units. */
export const AllowanceResponse = Schema.Struct({ allowance: Schema.String }).annotations({ identifier: "AllowanceResponse" })
export type AllowanceResponse = typeof AllowanceResponse.Type

/** `GET /v1/convert/gas-price`: wei strings. */
export const GasPriceResponse = Schema.Struct({
  standard: Schema.String,
  fast: Schema.String,
  instant: Schema.String
}).annotations({ identifier: "GasPriceResponse" })
export type GasPriceResponse = typeof GasPriceResponse.Type

/** `POST /v1/convert/build-transaction` body (`eip155.slippage` is sent as a number). */
export const BuildSwapTransactionRequest = Schema.Struct({
  amount: Schema.String,
  eip155: Schema.Struct({ slippage: Schema.Union(Schema.Number, Schema.String) }),
  projectId: Schema.String,
  from: CaipAddress,
  to: CaipAddress,
  userAddress: CaipAddress,
  disableEstimate: Schema.Boolean
}).annotations({ identifier: "BuildSwapTransactionRequest" })
export type BuildSwapTransactionRequest = typeof BuildSwapTransactionRequest.Type

export const BuildSwapTransactionResponse = Schema.Struct({
  tx: Schema.Struct({
    from: CaipAddress,
    to: CaipAddress,
    data: Hex,
    amount: Schema.String,
    eip155: Schema.Struct({ gas: Schema.String, gasPrice: Schema.String })
  })
}).annotations({ identifier: "BuildSwapTransactionResponse" })
export type BuildSwapTransactionResponse = typeof BuildSwapTransactionResponse.Type

/** `GET /v1/convert/build-approve` (note: `gas` is a number here, a string in build-transaction). */
export const BuildApproveTransactionResponse = Schema.Struct({
  tx: Schema.Struct({
    from: CaipAddress,
    to: CaipAddress,
    data: Hex,
    value: Schema.String,
    eip155: Schema.Struct({ gas: Schema.Number, gasPrice: Schema.String })
  })
}).annotations({ identifier: "BuildApproveTransactionResponse" })
export type BuildApproveTransactionResponse = typeof BuildApproveTransactionResponse.Type
