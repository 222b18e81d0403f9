import { Clock, Effect } from "effect"
import type { Schema } from "effect"
import type { HttpRequestError, HttpStatusError, ResponseDecodeError } from "../errors/HttpErrors.js"
import { decodeResponseBody } from "./decodeResponseBody.js"
import { retryAtOf } from "./retryAfter.js"
import { statusError } from "./statusError.js"

export type ExecuteError = HttpStatusError | HttpRequestError | ResponseDecodeError

const isOk = (status: number): boolean => status >= 200 && status < 300

/**
 * What an answer means (WIRE §0): an OK status decodes the body with the request's schema
 * (ResponseDecodeError for the wrong shape); any other fails with HttpStatusError, the body read
 * only for a provider's refusal string. `bodyText` is read only as needed; an error body that
 * cannot be read counts as empty.
 */
export const decodeAnswer = <A, I>(
  url: string,
  schema: Schema.Schema<A, I>,
  status: number,
  bodyText: Effect.Effect<string, HttpRequestError>,
  retryAfter?: string | null
): Effect.Effect<A, ExecuteError> =>
  isOk(status)
    ? Effect.flatMap(bodyText, (text) => decodeResponseBody(url, schema, text))
    : bodyText.pipe(
        Effect.orElseSucceed(() => ""),
        Effect.zip(Clock.currentTimeMillis),
        Effect.flatMap(([text, now]) => Effect.fail(statusError(url, status, text, retryAtOf(retryAfter, now))))
      )
