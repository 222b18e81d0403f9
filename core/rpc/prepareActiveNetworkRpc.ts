import { Effect, Option } from "effect"
import { getActiveNetwork } from "../connection/getActiveNetwork.js"
import type { ChainState } from "../services/ChainState.js"
import { RpcTransport } from "../services/RpcTransport.js"

/**
 * Readies the active network's node for the balance read that follows a connection (SPEC §5):
 * its transport loaded and its connection checked (SPEC §7), so the read is one request, not a
 * check beside it (and, across origins, no preflight before it). The Connect view asks once it
 * has been read. Only an EVM mainnet is read (a testnet shows 0.00), as in fetchNativeBalance:
 * the one-line rule is written in both rather than shared, since a module of its own would be a
 * chunk of its own, one more request on the first open's path. A failure is left for the read
 * itself to meet and report.
 */
export const prepareActiveNetworkRpc: Effect.Effect<void, never, ChainState | RpcTransport> = Effect.gen(function* () {
  const network = Option.getOrUndefined(yield* getActiveNetwork)
  if (network === undefined || network.chainNamespace !== "eip155" || network.testnet === true) return
  const rpc = yield* RpcTransport
  yield* rpc.prepare(network.caipNetworkId).pipe(
    Effect.catchAll((error) => Effect.logDebug(`The node of ${network.caipNetworkId} is not ready: ${error._tag}`))
  )
}).pipe(Effect.withSpan("rpc.prepareActiveNetworkRpc"))
