import type * as HttpClient from "@effect/platform/HttpClient"
import type * as HttpClientRequest from "@effect/platform/HttpClientRequest"
import { Effect } from "effect"
import type { Schema } from "effect"
import { HttpRequestError } from "../errors/HttpErrors.js"
import type { HttpStatusError, ResponseDecodeError } from "../errors/HttpErrors.js"
import { decodeResponseBody } from "./decodeResponseBody.js"
import { statusError } from "./statusError.js"

export type ExecuteError = HttpStatusError | HttpRequestError | ResponseDecodeError

const isOk = (status: number): boolean => status >= 200 && status < 300

/**
 * Sends one request and decodes its answer: a non-OK status fails with HttpStatusError (its body
 * read only for a provider's refusal string), a transport failure with HttpRequestError, an
 * answer of the wrong shape with ResponseDecodeError.
 */
export const executeRequest = <A, I>(
  http: HttpClient.HttpClient,
  request: HttpClientRequest.HttpClientRequest,
  schema: Schema.Schema<A, I>
): Effect.Effect<A, ExecuteError> => {
  const url = request.url
  return http.execute(request).pipe(
    Effect.mapError((cause) => new HttpRequestError({ url, cause })),
    Effect.flatMap((response): Effect.Effect<A, ExecuteError> =>
      isOk(response.status)
        ? response.text.pipe(
            Effect.mapError((cause) => new HttpRequestError({ url, cause })),
            Effect.flatMap((text) => decodeResponseBody(url, schema, text))
          )
        : response.text.pipe(
            Effect.orElseSucceed(() => ""),
            Effect.flatMap((text) => Effect.fail(statusError(url, response.status, text)))
          )
    )
  )
}
