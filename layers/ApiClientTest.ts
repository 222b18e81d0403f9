import { Clock, Context, Effect, Layer, Ref } from "effect"
import type { Schema } from "effect"
import type { ApiClientConfig } from "../core/http/ApiClientConfig.js"
import { buildRequestUrl } from "../core/http/buildRequestUrl.js"
import type { HttpMethod } from "../core/http/buildRequestUrl.js"
import { decodeResponseBody } from "../core/http/decodeResponseBody.js"
import { retryAtOf } from "../core/http/retryAfter.js"
import { statusError } from "../core/http/statusError.js"
import { withRequestTimeout } from "../core/http/withRequestTimeout.js"
import { HttpRequestError } from "../core/errors/HttpErrors.js"
import { ApiClient } from "../core/services/ApiClient.js"
import type { ApiError } from "../core/services/ApiClient.js"

/**
 * What a scripted route answers. `drop` closes the connection without an answer, `hang` never
 * answers; `retryAfter` is the answer's Retry-After header.
 */
export interface RouteReply {
  readonly status?: number
  readonly json?: unknown
  readonly text?: string
  readonly drop?: boolean
  readonly hang?: boolean
  readonly retryAfter?: string
}

export interface RouteRequest {
  readonly query: Readonly<Record<string, string>>
  readonly body: unknown
}

export type RouteHandler = (request: RouteRequest) => RouteReply

/** Scripted answers keyed by `"GET /path"` or `"POST /path"` (the URL's path, without the query). */
export type Routes = Readonly<Record<string, RouteHandler>>

/** A request as the server saw it: path, query pairs in order, parsed JSON body. */
export interface RecordedRequest {
  readonly method: HttpMethod
  readonly path: string
  readonly query: ReadonlyArray<readonly [string, string]>
  readonly body: unknown
  readonly contentType: string | undefined
}

/** The requests a scripted service received, oldest first. */
export class ApiRequestLog extends Context.Tag("doorway/test/ApiRequestLog")<
  ApiRequestLog,
  { readonly requests: Effect.Effect<ReadonlyArray<RecordedRequest>> }
>() {}

/** The reply of the routes table; an unknown route answers 404. */
export const answerRoute = (routes: Routes, method: HttpMethod, path: string, request: RouteRequest): RouteReply => {
  const handler = routes[`${method} ${path}`]
  return handler ? handler(request) : { status: 404, text: "Not Found" }
}

export const replyText = (reply: RouteReply): string =>
  reply.text ?? (reply.json === undefined ? "" : JSON.stringify(reply.json))

/**
 * The REST client answering from a routes table in memory: the same URL, status and decoding
 * rules as the live client, with no socket.
 */
export const ApiClientTest = (config: ApiClientConfig, routes: Routes): Layer.Layer<ApiClient | ApiRequestLog> =>
  Layer.effectContext(
    Effect.gen(function* () {
      const log = yield* Ref.make<ReadonlyArray<RecordedRequest>>([])

      const send = <A, I>(
        method: HttpMethod,
        url: string,
        body: string | undefined,
        schema: Schema.Schema<A, I>
      ): Effect.Effect<A, ApiError> =>
        Effect.gen(function* () {
          const parsed = new URL(url)
          const query = [...parsed.searchParams.entries()]
          const json: unknown = body ? JSON.parse(body) : undefined
          yield* Ref.update(log, (all) => [
            ...all,
            { method, path: parsed.pathname, query, body: json, contentType: body === undefined ? undefined : "application/json" }
          ])
          const reply = answerRoute(routes, method, parsed.pathname, { query: Object.fromEntries(query), body: json })
          if (reply.drop) return yield* Effect.fail(new HttpRequestError({ url, cause: "connection closed" }))
          if (reply.hang) return yield* Effect.never
          const status = reply.status ?? 200
          const text = replyText(reply)
          if (status < 200 || status >= 300) {
            return yield* Effect.fail(statusError(url, status, text, retryAtOf(reply.retryAfter, yield* Clock.currentTimeMillis)))
          }
          return yield* decodeResponseBody(url, schema, text)
        }).pipe(withRequestTimeout(url))

      const client = ApiClient.of({
        get: (request) => send("GET", buildRequestUrl(config, { method: "GET", ...request }), undefined, request.schema),
        post: (request) =>
          send("POST", buildRequestUrl(config, { method: "POST", ...request }), JSON.stringify(request.body) ?? "", request.schema),
        url: (service, path, query) => buildRequestUrl(config, { method: "GET", service, path, query })
      })
      return Context.make(ApiClient, client).pipe(Context.add(ApiRequestLog, { requests: Ref.get(log) }))
    })
  )
