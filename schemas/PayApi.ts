/** Methods of the payment JSON-RPC endpoint (WIRE §1.4): params and results. */
import { Schema } from "effect"

export const GetExchangesParams = Schema.Struct({
  page: Schema.Number,
  includeOnly: Schema.optional(Schema.Array(Schema.String)),
  exclude: Schema.optional(Schema.Array(Schema.String)),
  asset: Schema.optional(Schema.String),
  amount: Schema.optional(Schema.String)
}).annotations({ identifier: "GetExchangesParams" })
export type GetExchangesParams = typeof GetExchangesParams.Type

export const Exchange = Schema.Struct({
  id: Schema.String,
  imageUrl: Schema.String,
  name: Schema.String
}).annotations({ identifier: "Exchange" })
export type Exchange = typeof Exchange.Type

export const GetExchangesResult = Schema.Struct({
  exchanges: Schema.Array(Exchange),
  total: Schema.Number
}).annotations({ identifier: "GetExchangesResult" })
export type GetExchangesResult = typeof GetExchangesResult.Type

export const GetExchangePayUrlParams = Schema.Struct({
  exchangeId: Schema.String,
  asset: Schema.String,
  amount: Schema.String,
  recipient: Schema.String
}).annotations({ identifier: "GetExchangePayUrlParams" })
export type GetExchangePayUrlParams = typeof GetExchangePayUrlParams.Type

export const GetExchangePayUrlResult = Schema.Struct({ url: Schema.String, sessionId: Schema.String }).annotations({
  identifier: "GetExchangePayUrlResult"
})
export type GetExchangePayUrlResult = typeof GetExchangePayUrlResult.Type

export const GetExchangeBuyStatusParams = Schema.Struct({
  sessionId: Schema.String,
  exchangeId: Schema.String
}).annotations({ identifier: "GetExchangeBuyStatusParams" })
export type GetExchangeBuyStatusParams = typeof GetExchangeBuyStatusParams.Type

export const ExchangeBuyStatus = Schema.Literal("UNKNOWN", "IN_PROGRESS", "SUCCESS", "FAILED").annotations({
  identifier: "ExchangeBuyStatus"
})
export type ExchangeBuyStatus = typeof ExchangeBuyStatus.Type

export const GetExchangeBuyStatusResult = Schema.Struct({
  status: ExchangeBuyStatus,
  txHash: Schema.optional(Schema.String)
}).annotations({ identifier: "GetExchangeBuyStatusResult" })
export type GetExchangeBuyStatusResult = typeof GetExchangeBuyStatusResult.Type
