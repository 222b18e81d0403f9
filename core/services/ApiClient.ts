import { Context } from "effect"
import type { Effect, Schema } from "effect"
import type { HttpRequestError, HttpStatusError, HttpTimeoutError, ResponseDecodeError } from "../errors/HttpErrors.js"

/** The hosted REST services the modal talks to (WIRE §1–3); each has a configurable base URL. */
export type ApiService = "blockchain" | "catalogue" | "analytics"

/** Query values; a falsy value (undefined, null, "") is omitted from the URL (WIRE §0). */
export type QueryValue = string | number | boolean | null | undefined
export type Query = Readonly<Record<string, QueryValue>>

export type ApiError = HttpStatusError | HttpRequestError | HttpTimeoutError | ResponseDecodeError

export interface ApiGet<A, I> {
  readonly service: ApiService
  readonly path: string
  readonly query?: Query
  readonly schema: Schema.Schema<A, I>
}

export interface ApiPost<A, I> extends ApiGet<A, I> {
  readonly body: unknown
}

/**
 * The REST client of the hosted services. Every GET carries `st`, `sv` and `projectId`; a non-OK
 * status fails with HttpStatusError (with its Retry-After); no answer within 10 s fails with
 * HttpTimeoutError; every answer is decoded with the request's schema.
 */
export class ApiClient extends Context.Tag("doorway/ApiClient")<
  ApiClient,
  {
    readonly get: <A, I>(request: ApiGet<A, I>) => Effect.Effect<A, ApiError>
    readonly post: <A, I>(request: ApiPost<A, I>) => Effect.Effect<A, ApiError>
    /** The full URL of a GET (for images the browser loads itself). */
    readonly url: (service: ApiService, path: string, query?: Query) => string
  }
>() {}
