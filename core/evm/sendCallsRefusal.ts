import { Either, Schema } from "effect"
import { WalletSendCallsParams } from "../../schemas/Forms.js"
import { JsonRpcError } from "../errors/JsonRpcError.js"

const INVALID_PARAMS = -32602

const decode = Schema.decodeUnknownEither(WalletSendCallsParams)

/**
 * Why the params of a host's `wallet_sendCalls` are refused before any wallet sees them (SPEC §5:
 * each call's `to` starts with 0x, its `data`, if present, too), with the -32602 the embedded
 * wallet's provider answers (`toFrameRpcRequest`); undefined when they hold. Every kind's EIP-1193
 * provider applies it, so a host meets the same rule whichever wallet is connected.
 */
export const sendCallsRefusal = (params: unknown): JsonRpcError | undefined =>
  Either.isRight(decode(params)) ? undefined : new JsonRpcError({ code: INVALID_PARAMS, reason: "Invalid params for wallet_sendCalls" })
