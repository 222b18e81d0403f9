import { Effect, Either, Schema } from "effect"
import type { ChainNamespace } from "../../schemas/ChainNamespace.js"
import { FrameRpcRequest } from "../../schemas/FrameRpcRequest.js"
import type { ChainIdLike } from "../../schemas/Hex.js"
import { RpcMethodNotAllowed } from "../errors/EmbeddedWalletErrors.js"
import { JsonRpcError } from "../errors/JsonRpcError.js"
import { isSupportedRpcMethod } from "./rpcMethodSafety.js"

/** Where a request goes (WIRE §4.5): the active network of its namespace and that network's RPC URL. */
export interface RpcRouting {
  readonly chainNamespace: ChainNamespace
  readonly chainId: ChainIdLike
  readonly rpcUrl?: string | undefined
}

const INVALID_PARAMS = -32602

const decode = Schema.decodeUnknownEither(FrameRpcRequest)

/**
 * The RPC_REQUEST payload of a provider call (WIRE §4.5): a method outside the whitelist fails with
 * RpcMethodNotAllowed ('Requested RPC call is not allowed', SPEC §5); params of the wrong shape,
 * such as a `wallet_sendCalls` call whose `to` or `data` does not start with 0x, with -32602.
 */
export const toFrameRpcRequest = (
  method: string,
  params: unknown,
  routing: RpcRouting
): Effect.Effect<FrameRpcRequest, RpcMethodNotAllowed | JsonRpcError> => {
  if (!isSupportedRpcMethod(method)) return Effect.fail(new RpcMethodNotAllowed({ method }))
  const request = { method, ...(params === undefined ? {} : { params }), ...routing }
  return Either.match(decode(request), {
    onRight: Effect.succeed,
    onLeft: () => Effect.fail(new JsonRpcError({ code: INVALID_PARAMS, reason: `Invalid params for ${method}` }))
  })
}
