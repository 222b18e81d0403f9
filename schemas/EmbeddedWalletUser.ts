import { Schema } from "effect"
import { EmbeddedAccountType } from "./Forms.js"
import { ChainIdLike } from "./Hex.js"
import { SiwxMessage } from "./Siwx.js"

/** One account of an embedded wallet. */
export const EmbeddedWalletAccount = Schema.Struct({
  address: Schema.String,
  type: EmbeddedAccountType
}).annotations({ identifier: "EmbeddedWalletAccount" })
export type EmbeddedWalletAccount = typeof EmbeddedWalletAccount.Type

/**
 * The user of the embedded (email / social) wallet. `signature`, `message` and `siwxMessage` are
 * present when the frame signed a sign-in message during login.
 */
export const EmbeddedWalletUser = Schema.Struct({
  email: Schema.optional(Schema.NullOr(Schema.String)),
  address: Schema.String,
  chainId: ChainIdLike,
  accounts: Schema.optional(Schema.Array(EmbeddedWalletAccount)),
  userName: Schema.optional(Schema.NullOr(Schema.String)),
  preferredAccountType: Schema.optional(Schema.String),
  smartAccountDeployed: Schema.optional(Schema.Boolean),
  signature: Schema.optional(Schema.String),
  message: Schema.optional(Schema.String),
  siwxMessage: Schema.optional(SiwxMessage)
}).annotations({ identifier: "EmbeddedWalletUser" })
export type EmbeddedWalletUser = typeof EmbeddedWalletUser.Type
