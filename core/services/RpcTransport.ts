import { Context } from "effect"
import type { Effect } from "effect"
import type { HttpRequestError, HttpStatusError, ResponseDecodeError, RpcTimeoutError } from "../errors/HttpErrors.js"
import type { JsonRpcError, UserRejectedError } from "../errors/JsonRpcError.js"
import type { InvalidConnectionUrl } from "../errors/WalletConnectErrors.js"
import type { CaipNetworkId } from "../../schemas/Caip.js"

/**
 * Every way a chain RPC call can fail: a URL that is not http(s), the HTTP exchange, the time
 * limit, or the node's own error.
 */
export type RpcError =
  | InvalidConnectionUrl
  | HttpStatusError
  | HttpRequestError
  | ResponseDecodeError
  | RpcTimeoutError
  | JsonRpcError
  | UserRejectedError

/**
 * JSON-RPC 2.0 to a chain's node (SPEC §7 Chain RPC): batched, timed out and retried by the
 * rules of SPEC §9. viem clients reach nodes only through this service.
 */
export class RpcTransport extends Context.Tag("doorway/RpcTransport")<
  RpcTransport,
  {
    /** Calls `method` on the network's node and answers its `result`. */
    readonly request: (caipNetworkId: CaipNetworkId, method: string, params?: unknown) => Effect.Effect<unknown, RpcError>
    /** Sends the `test` request that checks the node can be reached (done before first use unless disabled). */
    readonly checkConnection: (caipNetworkId: CaipNetworkId) => Effect.Effect<void, RpcError>
    /**
     * Readies the network's endpoint for its first request: its code loaded and, when checks are
     * on, its connection checked unless it already is (a check under way is shared), so that the
     * first request goes out alone.
     */
    readonly prepare: (caipNetworkId: CaipNetworkId) => Effect.Effect<void, RpcError>
  }
>() {}
