import type * as HttpClient from "@effect/platform/HttpClient"
import * as HttpClientRequest from "@effect/platform/HttpClientRequest"
import { Duration, Effect, Schema } from "effect"
import { JsonRpcBatchResponse, JsonRpcResponse } from "../../schemas/JsonRpc.js"
import { RPC_TIMEOUT } from "../constants.js"
import { RpcTimeoutError } from "../errors/HttpErrors.js"
import type { HttpRequestError, HttpStatusError, ResponseDecodeError } from "../errors/HttpErrors.js"
import { executeRequest } from "../http/executeRequest.js"

/** One call as it goes on the wire. */
export interface JsonRpcCall {
  readonly jsonrpc: "2.0"
  readonly id: number
  readonly method: string
  readonly params?: unknown
}

export type AttemptError = HttpStatusError | HttpRequestError | ResponseDecodeError | RpcTimeoutError

const Answer = Schema.Union(JsonRpcResponse, JsonRpcBatchResponse)

const isBatch = (payload: JsonRpcCall | ReadonlyArray<JsonRpcCall>): payload is ReadonlyArray<JsonRpcCall> => Array.isArray(payload)

/**
 * One attempt: POSTs a call or a batch and decodes the answer as a list of responses, failing with
 * RpcTimeoutError when it takes longer than the per-attempt limit (SPEC §9), named after the call's
 * method or, for a batch, its size (the endpoint tells each caller under its own method).
 */
export const postJsonRpc = (
  http: HttpClient.HttpClient,
  url: string,
  payload: JsonRpcCall | ReadonlyArray<JsonRpcCall>
): Effect.Effect<ReadonlyArray<JsonRpcResponse>, AttemptError> =>
  executeRequest(http, HttpClientRequest.post(url).pipe(HttpClientRequest.bodyText(JSON.stringify(payload), "application/json")), Answer).pipe(
    Effect.map((answer): ReadonlyArray<JsonRpcResponse> => (Array.isArray(answer) ? answer : [answer as JsonRpcResponse])),
    Effect.timeoutFail({
      duration: RPC_TIMEOUT,
      onTimeout: () =>
        new RpcTimeoutError({ method: isBatch(payload) ? `batch of ${payload.length}` : payload.method, millis: Duration.toMillis(RPC_TIMEOUT) })
    })
  )
