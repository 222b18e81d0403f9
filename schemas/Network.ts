import { Schema } from "effect"
import { CaipNetworkId } from "./Caip.js"
import { ChainNamespace } from "./ChainNamespace.js"

export const NativeCurrency = Schema.Struct({
  name: Schema.String,
  symbol: Schema.String,
  decimals: Schema.Number
})
export type NativeCurrency = typeof NativeCurrency.Type

export const RpcUrls = Schema.Struct({ http: Schema.Array(Schema.String) })

export const BlockExplorer = Schema.Struct({ name: Schema.String, url: Schema.String })

/** A network a host app can offer (SPEC §3). `id` is the chain's own id (number on EVM). */
export const Network = Schema.Struct({
  id: Schema.Union(Schema.Number, Schema.String),
  name: Schema.String,
  chainNamespace: ChainNamespace,
  caipNetworkId: CaipNetworkId,
  nativeCurrency: NativeCurrency,
  rpcUrls: Schema.Struct({
    default: RpcUrls,
    chainDefault: Schema.optional(RpcUrls)
  }),
  blockExplorers: Schema.optional(Schema.Struct({ default: BlockExplorer })),
  testnet: Schema.optional(Schema.Boolean),
  assets: Schema.optional(
    Schema.Struct({
      imageId: Schema.optional(Schema.String),
      imageUrl: Schema.optional(Schema.String)
    })
  )
}).annotations({ identifier: "Network" })
export type Network = typeof Network.Type
