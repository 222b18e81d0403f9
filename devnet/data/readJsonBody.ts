/**
 * Reads a request body as JSON whatever its content type says (browsers label the client's POSTs
 * text/plain) and decodes it; unreadable, non-JSON or ill-shaped bodies are the client's fault (400).
 */
import * as HttpServerRequest from "@effect/platform/HttpServerRequest"
import { Effect, Either, ParseResult, Schema } from "effect"
import { badRequest } from "../catalogue/RequestRejected.js"
import type { RequestRejected } from "../catalogue/RequestRejected.js"

export const readJsonText: Effect.Effect<unknown, RequestRejected, HttpServerRequest.HttpServerRequest> = Effect.gen(
  function* () {
    const request = yield* HttpServerRequest.HttpServerRequest
    const text = yield* Effect.mapError(request.text, () => badRequest("the body could not be read"))
    return yield* Either.try({
      try: () => JSON.parse(text) as unknown,
      catch: () => badRequest("the body is not valid JSON")
    })
  }
)

export const decodeBody =
  <A, I>(schema: Schema.Schema<A, I>) =>
  (json: unknown): Either.Either<A, RequestRejected> =>
    Schema.decodeUnknownEither(schema)(json).pipe(
      Either.mapLeft((error) => badRequest(`invalid body: ${ParseResult.TreeFormatter.formatErrorSync(error)}`))
    )

export const readJsonBody = <A, I>(schema: Schema.Schema<A, I>): Effect.Effect<A, RequestRejected, HttpServerRequest.HttpServerRequest> =>
  Effect.flatMap(readJsonText, decodeBody(schema))
