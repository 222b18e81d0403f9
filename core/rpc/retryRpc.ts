import { Duration, Effect } from "effect"
import { RPC_RETRY_COUNT, RPC_RETRY_DELAY, RPC_RETRY_STATUSES } from "../constants.js"
import type { RpcError } from "../services/RpcTransport.js"

/** Only an overloaded or slow endpoint is worth asking again (SPEC §9); a node's own error is final. */
export const isRetryableRpcError = (error: RpcError): boolean =>
  error._tag === "RpcTimeoutError" || (error._tag === "HttpStatusError" && RPC_RETRY_STATUSES.has(error.status))

/**
 * Waits 150, 300, 600 ms: three retries after the first attempt, each wait twice the last. A loop
 * of `catchIf` and `sleep` rather than a Schedule: any Effect module the package uses joins a
 * host page's start, and Effect's schedules would add about 2 kB there for this one rule.
 */
export const retryRpc = <A, E extends RpcError, R>(attempt: Effect.Effect<A, E, R>): Effect.Effect<A, E, R> => {
  const fromRetry = (retry: number): Effect.Effect<A, E, R> =>
    Effect.catchIf(
      attempt,
      (error) => retry < RPC_RETRY_COUNT && isRetryableRpcError(error),
      () => Effect.zipRight(Effect.sleep(Duration.times(RPC_RETRY_DELAY, 2 ** retry)), fromRetry(retry + 1))
    )
  return fromRetry(0)
}
