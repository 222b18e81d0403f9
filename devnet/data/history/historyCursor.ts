/**
 * The history's `next` cursor: the position of the last entry handed out, so the next page starts
 * just after it even when newer transactions have arrived since. Opaque to clients (base64url
 * JSON); anything that does not decode to a position is refused.
 */
import { Either, Schema } from "effect"
import type { HistoryKey } from "./HistoryEntry.js"

const CursorJson = Schema.Struct({
  v: Schema.Literal(1),
  t: Schema.Int.pipe(Schema.nonNegative()),
  c: Schema.Int.pipe(Schema.nonNegative()),
  b: Schema.String.pipe(Schema.pattern(/^\d{1,30}$/)),
  i: Schema.Int.pipe(Schema.nonNegative())
})

export const encodeCursor = (key: HistoryKey): string =>
  Buffer.from(JSON.stringify({ v: 1, t: key.time, c: key.chain, b: key.block.toString(), i: key.index }), "utf8").toString("base64url")

export const decodeCursor = (cursor: string): Either.Either<HistoryKey, string> => {
  if (!/^[A-Za-z0-9_-]{1,400}$/.test(cursor)) return Either.left("cursor is not one this service handed out")
  return Either.try({
    try: () => JSON.parse(Buffer.from(cursor, "base64url").toString("utf8")) as unknown,
    catch: () => "cursor is not one this service handed out"
  }).pipe(
    Either.flatMap((json) =>
      Schema.decodeUnknownEither(CursorJson)(json).pipe(Either.mapLeft(() => "cursor is not one this service handed out"))
    ),
    Either.map((json) => ({ time: json.t, chain: json.c, block: BigInt(json.b), index: json.i }))
  )
}
