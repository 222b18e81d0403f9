import { Schema } from "effect"
import { Network } from "./Network.js"

export const ConnectionAccount = Schema.Struct({
  address: Schema.String,
  type: Schema.optional(Schema.String)
}).annotations({ identifier: "ConnectionAccount" })
export type ConnectionAccount = typeof ConnectionAccount.Type

/**
 * A wallet connection of one namespace: the connector, its accounts and the network it is on.
 * The display fields and `auth` (embedded-wallet login names) are kept for the wallet list.
 */
export const Connection = Schema.Struct({
  connectorId: Schema.String,
  accounts: Schema.Array(ConnectionAccount),
  caipNetwork: Schema.optional(Network),
  name: Schema.optional(Schema.String),
  icon: Schema.optional(Schema.String),
  networkIcon: Schema.optional(Schema.String),
  auth: Schema.optional(
    Schema.Struct({
      name: Schema.optional(Schema.String),
      username: Schema.optional(Schema.String)
    })
  )
}).annotations({ identifier: "Connection" })
export type Connection = typeof Connection.Type
