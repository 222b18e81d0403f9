import { Effect, Schedule } from "effect"
import { RPC_RETRY_COUNT, RPC_RETRY_DELAY, RPC_RETRY_STATUSES } from "../constants.js"
import type { RpcError } from "../services/RpcTransport.js"

/** Only an overloaded or slow endpoint is worth asking again (SPEC §9); a node's own error is final. */
export const isRetryableRpcError = (error: RpcError): boolean =>
  error._tag === "RpcTimeoutError" || (error._tag === "HttpStatusError" && RPC_RETRY_STATUSES.has(error.status))

/** Waits 150, 300, 600 ms: three retries after the first attempt. */
export const rpcRetrySchedule = Schedule.exponential(RPC_RETRY_DELAY).pipe(Schedule.intersect(Schedule.recurs(RPC_RETRY_COUNT)))

export const retryRpc = <A, E extends RpcError, R>(attempt: Effect.Effect<A, E, R>): Effect.Effect<A, E, R> =>
  Effect.retry(attempt, { schedule: rpcRetrySchedule, while: isRetryableRpcError })
