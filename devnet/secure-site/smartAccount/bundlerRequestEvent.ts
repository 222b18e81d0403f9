/**
 * RPC_REQUEST for WIRE §4.5's SAFE user-operation queries (`eth_getUserOperationReceipt`, …): the
 * list names them but the request schema of the protocol (schemas/FrameRpcRequest.ts) has no shape
 * for them, so the site reads them with this one: positional params, the usual routing fields.
 */
import { Schema } from "effect"
import { ChainIdLike } from "../../../schemas/Hex.js"
import { BUNDLER_METHOD_NAMES } from "../rpcMethods.js"

export const BundlerRequestEvent = Schema.Struct({
  type: Schema.Literal("@w3m-app/RPC_REQUEST"),
  id: Schema.optional(Schema.String),
  payload: Schema.Struct({
    method: Schema.Literal(...BUNDLER_METHOD_NAMES),
    params: Schema.optional(Schema.Array(Schema.Unknown)),
    chainNamespace: Schema.optional(Schema.Literal("eip155")),
    chainId: Schema.optional(ChainIdLike),
    rpcUrl: Schema.optional(Schema.String)
  })
})
export type BundlerRequestEvent = typeof BundlerRequestEvent.Type
