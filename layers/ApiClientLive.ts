import { Effect, Layer } from "effect"
import type { Schema } from "effect"
import type { ApiClientConfig } from "../core/http/ApiClientConfig.js"
import { buildRequestUrl } from "../core/http/buildRequestUrl.js"
import { decodeAnswer } from "../core/http/decodeAnswer.js"
import { withRequestTimeout } from "../core/http/withRequestTimeout.js"
import { HttpRequestError } from "../core/errors/HttpErrors.js"
import { ApiClient } from "../core/services/ApiClient.js"
import type { ApiError } from "../core/services/ApiClient.js"

/** The `fetch` of the platform, or one given in its place. */
export type Fetch = (input: string, init: RequestInit) => Promise<Response>

/** A response's status, its Retry-After, and its body as read (or the failure to read it). */
interface Answer {
  readonly status: number
  readonly retryAfter: string | null
  readonly body: Effect.Effect<string, HttpRequestError>
}

/**
 * One request over `fetch`, its answer decoded by the core's rule (`decodeAnswer`). A request
 * that gets no answer fails with HttpRequestError, one not answered within the core's bound
 * (`withRequestTimeout`) with HttpTimeoutError; interrupting the program aborts the request.
 * The status and the body are read in one promise: each promise the program waits on is a turn
 * of the scheduler, and behind other work a turn can cost more than reading a small body.
 */
export const send = <A, I>(fetch: Fetch, url: string, init: RequestInit, schema: Schema.Schema<A, I>): Effect.Effect<A, ApiError> =>
  Effect.tryPromise({
    try: (signal) =>
      fetch(url, { ...init, signal }).then((response) => {
        const { status } = response
        const retryAfter = response.headers.get("retry-after")
        return response.text().then(
          (text): Answer => ({ status, retryAfter, body: Effect.succeed(text) }),
          (cause: unknown): Answer => ({ status, retryAfter, body: Effect.fail(new HttpRequestError({ url, cause })) })
        )
      }),
    catch: (cause) => new HttpRequestError({ url, cause })
  }).pipe(
    withRequestTimeout(url),
    Effect.flatMap(({ status, retryAfter, body }) => decodeAnswer(url, schema, status, body, retryAfter))
  )

/**
 * The REST client over the platform's `fetch` (the URL, status and decoding rules are core's).
 * Plain `fetch` rather than an `HttpClient`: the page loads this client at start, and `fetch`
 * costs it nothing.
 */
export const makeApiClient = (config: ApiClientConfig, fetch: Fetch = (input, init) => globalThis.fetch(input, init)): ApiClient["Type"] =>
  ApiClient.of({
    get: (request) => send(fetch, buildRequestUrl(config, { method: "GET", ...request }), { method: "GET" }, request.schema),
    post: (request) =>
      send(
        fetch,
        buildRequestUrl(config, { method: "POST", ...request }),
        { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(request.body) ?? "" },
        request.schema
      ),
    url: (service, path, query) => buildRequestUrl(config, { method: "GET", service, path, query })
  })

export const ApiClientLive = (config: ApiClientConfig, fetch?: Fetch): Layer.Layer<ApiClient> =>
  Layer.succeed(ApiClient, makeApiClient(config, fetch))
