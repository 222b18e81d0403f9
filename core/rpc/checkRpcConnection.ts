import type * as HttpClient from "@effect/platform/HttpClient"
import * as HttpClientRequest from "@effect/platform/HttpClientRequest"
import { Duration, Effect } from "effect"
import { RPC_TIMEOUT } from "../constants.js"
import { HttpRequestError, RpcTimeoutError } from "../errors/HttpErrors.js"

/**
 * The connection check (SPEC §7): a `test` call to the endpoint. Any HTTP answer proves the
 * endpoint is reachable, whatever its status or body; only a transport failure or the time limit
 * fails it.
 */
export const checkRpcConnection = (
  http: HttpClient.HttpClient,
  url: string,
  id: number
): Effect.Effect<void, HttpRequestError | RpcTimeoutError> =>
  http
    .execute(
      HttpClientRequest.post(url).pipe(
        HttpClientRequest.bodyText(JSON.stringify({ id, jsonrpc: "2.0", method: "test", params: [] }), "application/json")
      )
    )
    .pipe(
      Effect.mapError((cause) => new HttpRequestError({ url, cause })),
      // Read the answer to the end so the connection is released; its content does not matter.
      Effect.flatMap((response) => Effect.ignore(response.text)),
      Effect.timeoutFail({
        duration: RPC_TIMEOUT,
        onTimeout: () => new RpcTimeoutError({ method: "test", millis: Duration.toMillis(RPC_TIMEOUT) })
      })
    )
