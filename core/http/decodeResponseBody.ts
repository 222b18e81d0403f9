import { Effect, ParseResult, Schema } from "effect"
import { ResponseDecodeError } from "../errors/HttpErrors.js"

const parseJson = (url: string, text: string): Effect.Effect<unknown, ResponseDecodeError> =>
  // An empty body decodes as `undefined`, so a schema that expects nothing accepts it.
  text.trim() === ""
    ? Effect.succeed(undefined)
    : Effect.try({
        try: () => JSON.parse(text) as unknown,
        catch: (cause) =>
          new ResponseDecodeError({ url, issue: `The body is not JSON: ${cause instanceof Error ? cause.message : String(cause)}` })
      })

/** Parses a success body as JSON and decodes it with the request's schema; never throws. */
export const decodeResponseBody = <A, I>(
  url: string,
  schema: Schema.Schema<A, I>,
  text: string
): Effect.Effect<A, ResponseDecodeError> =>
  parseJson(url, text).pipe(
    Effect.flatMap((json) =>
      Schema.decodeUnknown(schema)(json).pipe(
        Effect.mapError((error) => new ResponseDecodeError({ url, issue: ParseResult.TreeFormatter.formatErrorSync(error) }))
      )
    )
  )
