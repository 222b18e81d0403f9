/**
 * EIP-5792 call batches: the status `wallet_getCallsStatus` answers (version 2.0.0: a numeric
 * status, 1xx pending, 2xx confirmed, 4xx offchain failure, 5xx onchain failure) and the answer of a
 * bundler's `eth_getUserOperationReceipt` (ERC-4337), which a WalletConnect session with a bundler
 * reads the status from (SPEC §7 Chain RPC).
 */
import { Schema } from "effect"
import { Hex } from "./Hex.js"

/** A receipt of the batch's transaction, as the wallet gives it (fields beyond these are kept). */
export const CallsReceipt = Schema.Struct(
  {
    transactionHash: Hex,
    status: Schema.optional(Hex),
    blockHash: Schema.optional(Hex),
    blockNumber: Schema.optional(Hex),
    gasUsed: Schema.optional(Hex),
    logs: Schema.optional(Schema.Array(Schema.Unknown))
  },
  Schema.Record({ key: Schema.String, value: Schema.Unknown })
).annotations({ identifier: "CallsReceipt" })
export type CallsReceipt = typeof CallsReceipt.Type

export const CallsStatus = Schema.Struct({
  version: Schema.optional(Schema.String),
  id: Schema.optional(Schema.String),
  chainId: Schema.optional(Hex),
  status: Schema.Number.pipe(Schema.int(), Schema.between(100, 599)),
  atomic: Schema.optional(Schema.Boolean),
  receipts: Schema.optional(Schema.Array(CallsReceipt))
}).annotations({ identifier: "CallsStatus" })
export type CallsStatus = typeof CallsStatus.Type

/** A status of 200 or more is final: the batch is confirmed or failed for good. */
export const isFinalCallsStatus = (status: CallsStatus): boolean => status.status >= 200

/** ERC-4337 user-operation receipt: whether it succeeded, and the transaction that carried it. */
export const UserOperationReceipt = Schema.Struct({
  userOpHash: Schema.optional(Hex),
  success: Schema.Boolean,
  receipt: CallsReceipt
}).annotations({ identifier: "UserOperationReceipt" })
export type UserOperationReceipt = typeof UserOperationReceipt.Type

/** The bundler's JSON-RPC answer: the receipt, null while the operation is not yet mined, or an error. */
export const UserOperationReceiptAnswer = Schema.Union(
  Schema.Struct({ result: Schema.NullOr(UserOperationReceipt) }),
  Schema.Struct({ error: Schema.Struct({ code: Schema.Number, message: Schema.String }) })
).annotations({ identifier: "UserOperationReceiptAnswer" })
export type UserOperationReceiptAnswer = typeof UserOperationReceiptAnswer.Type
