import type * as HttpClient from "@effect/platform/HttpClient"
import type * as HttpClientRequest from "@effect/platform/HttpClientRequest"
import { Effect } from "effect"
import type { Schema } from "effect"
import { HttpRequestError } from "../errors/HttpErrors.js"
import { decodeAnswer } from "./decodeAnswer.js"
import type { ExecuteError } from "./decodeAnswer.js"

export type { ExecuteError } from "./decodeAnswer.js"

/**
 * Sends one request through an `HttpClient` and decodes its answer (`decodeAnswer`): a transport
 * failure is HttpRequestError, a non-OK status HttpStatusError, an answer of the wrong shape
 * ResponseDecodeError.
 */
export const executeRequest = <A, I>(
  http: HttpClient.HttpClient,
  request: HttpClientRequest.HttpClientRequest,
  schema: Schema.Schema<A, I>
): Effect.Effect<A, ExecuteError> => {
  const url = request.url
  return http.execute(request).pipe(
    Effect.mapError((cause) => new HttpRequestError({ url, cause })),
    Effect.flatMap((response) =>
      decodeAnswer(url, schema, response.status, Effect.mapError(response.text, (cause) => new HttpRequestError({ url, cause })))
    )
  )
}
