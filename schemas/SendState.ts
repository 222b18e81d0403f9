import { Schema } from "effect"
import { TokenBalance } from "./TokenBalance.js"

/** The send form: chosen token and amount, the receiver, and the balances to choose from. */
export const SendState = Schema.Struct({
  token: Schema.optional(TokenBalance),
  sendTokenAmount: Schema.optional(Schema.Number),
  receiverAddress: Schema.optional(Schema.String),
  receiverProfileName: Schema.optional(Schema.String),
  receiverProfileImageUrl: Schema.optional(Schema.String),
  networkBalanceInUSD: Schema.optional(Schema.String),
  tokenBalances: Schema.Array(TokenBalance),
  loading: Schema.Boolean,
  /** Epoch ms of the last failed balance fetch (a retry waits 30 s after it). */
  lastRetry: Schema.optional(Schema.Number)
}).annotations({ identifier: "SendState" })
export type SendState = typeof SendState.Type
