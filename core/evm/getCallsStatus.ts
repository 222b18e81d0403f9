import { Effect, ParseResult, Schema } from "effect"
import { CallsStatus } from "../../schemas/CallsStatus.js"
import { connectedWallet } from "../connection/connectedWallet.js"
import { JsonRpcError } from "../errors/JsonRpcError.js"
import { EvmWallet } from "../services/EvmWallet.js"

const decode = Schema.decodeUnknown(CallsStatus)

/** JSON-RPC's "internal error": the wallet answered something that is not a call status. */
const INTERNAL_ERROR = -32603

/**
 * The status of a call batch sent with `wallet_sendCalls` (EIP-5792), asked of the connected EVM
 * wallet's provider (`wallet_getCallsStatus [id]`; over WalletConnect its bundler rule applies,
 * SPEC §7). An answer that is not a status fails with JsonRpcError -32603.
 */
export const getCallsStatus = Effect.fn("evm.getCallsStatus")(function* (id: string) {
  const wallet = yield* connectedWallet("eip155")
  const evm = yield* EvmWallet
  const answer = yield* evm.request(wallet.connector.provider, "wallet_getCallsStatus", [id])
  return yield* decode(answer).pipe(
    Effect.mapError((error) => new JsonRpcError({ code: INTERNAL_ERROR, reason: `Unexpected call status: ${ParseResult.TreeFormatter.formatErrorSync(error)}` }))
  )
})
