import { Schema } from "effect"
import { CaipNetworkId } from "./Caip.js"

export const TransactionStatus = Schema.Literal("confirmed", "failed", "pending").annotations({
  identifier: "TransactionStatus"
})
export type TransactionStatus = typeof TransactionStatus.Type

export const TransferDirection = Schema.Literal("in", "out", "self").annotations({ identifier: "TransferDirection" })
export type TransferDirection = typeof TransferDirection.Type

export const TransactionMetadata = Schema.Struct({
  operationType: Schema.String,
  hash: Schema.String,
  chain: CaipNetworkId,
  minedAt: Schema.String,
  sentFrom: Schema.String,
  sentTo: Schema.String,
  status: TransactionStatus,
  nonce: Schema.Number
}).annotations({ identifier: "TransactionMetadata" })
export type TransactionMetadata = typeof TransactionMetadata.Type

export const FungibleInfo = Schema.Struct({
  name: Schema.optional(Schema.String),
  symbol: Schema.optional(Schema.String),
  icon: Schema.optional(Schema.Struct({ url: Schema.String }))
}).annotations({ identifier: "FungibleInfo" })
export type FungibleInfo = typeof FungibleInfo.Type

const NftMedia = Schema.Struct({ url: Schema.String, content_type: Schema.optional(Schema.String) })

export const NftInfo = Schema.Struct({
  name: Schema.optional(Schema.String),
  content: Schema.optional(
    Schema.Struct({
      preview: Schema.optional(NftMedia),
      detail: Schema.optional(NftMedia)
    })
  ),
  flags: Schema.Struct({ is_spam: Schema.Boolean })
}).annotations({ identifier: "NftInfo" })
export type NftInfo = typeof NftInfo.Type

export const TransactionTransfer = Schema.Struct({
  fungible_info: Schema.optional(FungibleInfo),
  nft_info: Schema.optional(NftInfo),
  direction: TransferDirection,
  quantity: Schema.Struct({ numeric: Schema.String }),
  value: Schema.optional(Schema.Number),
  price: Schema.optional(Schema.Number)
}).annotations({ identifier: "TransactionTransfer" })
export type TransactionTransfer = typeof TransactionTransfer.Type

/** One entry of the account history. */
export const Transaction = Schema.Struct({
  id: Schema.String,
  metadata: TransactionMetadata,
  transfers: Schema.Array(TransactionTransfer)
}).annotations({ identifier: "Transaction" })
export type Transaction = typeof Transaction.Type

/** Response of the history endpoint. `next` is the cursor of the next page, null or absent on the last. */
export const HistoryResponse = Schema.Struct({
  data: Schema.Array(Transaction),
  next: Schema.optional(Schema.NullOr(Schema.String))
}).annotations({ identifier: "HistoryResponse" })
export type HistoryResponse = typeof HistoryResponse.Type

/** A year as a history key ("2024"). */
export const HistoryYear = Schema.String.pipe(Schema.pattern(/^\d{4}$/)).annotations({ identifier: "HistoryYear" })
/** A month as a history key: the 0-based month index of the date ("0" = January … "11"). */
export const HistoryMonth = Schema.Literal("0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11").annotations({
  identifier: "HistoryMonth"
})

/** Transactions grouped by year, then month. */
export const TransactionsByYear = Schema.Record({
  key: HistoryYear,
  value: Schema.partial(Schema.Record({ key: HistoryMonth, value: Schema.Array(Transaction) }))
}).annotations({ identifier: "TransactionsByYear" })
export type TransactionsByYear = typeof TransactionsByYear.Type

export const TransactionHistoryState = Schema.Struct({
  transactions: Schema.Array(Transaction),
  transactionsByYear: TransactionsByYear,
  lastNetworkInView: Schema.optional(CaipNetworkId),
  loading: Schema.Boolean,
  empty: Schema.Boolean,
  next: Schema.optional(Schema.String)
}).annotations({ identifier: "TransactionHistoryState" })
export type TransactionHistoryState = typeof TransactionHistoryState.Type
