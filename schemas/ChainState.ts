import { Schema } from "effect"
import { AccountState } from "./Account.js"
import { CaipNetworkId } from "./Caip.js"
import { ChainNamespace } from "./ChainNamespace.js"
import { Network } from "./Network.js"

/** Network state of one namespace: the active network and the networks the wallet approved. */
export const NetworkState = Schema.Struct({
  caipNetwork: Schema.optional(Network),
  supportsAllNetworks: Schema.Boolean,
  smartAccountEnabledNetworks: Schema.optional(Schema.Array(Schema.Number)),
  approvedCaipNetworkIds: Schema.optional(Schema.Array(CaipNetworkId)),
  requestedCaipNetworks: Schema.optional(Schema.Array(Network))
}).annotations({ identifier: "NetworkState" })
export type NetworkState = typeof NetworkState.Type

/** Everything the modal knows about one chain namespace. */
export const ChainState = Schema.Struct({
  namespace: ChainNamespace,
  networkState: NetworkState,
  accountState: Schema.optional(AccountState)
}).annotations({ identifier: "ChainState" })
export type ChainState = typeof ChainState.Type
