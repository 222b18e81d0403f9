import { Effect, Schema } from "effect"
import type { ParseResult } from "effect"
import { Storage } from "../services/Storage.js"
import type { StorageKey } from "../../schemas/StorageKeys.js"

/** Encodes a value to its stored string with `codec` and stores it. */
export const writeStoredWith = <A>(
  key: StorageKey,
  codec: Schema.Schema<A, string, never>,
  value: A
): Effect.Effect<void, ParseResult.ParseError, Storage> =>
  Effect.flatMap(Schema.encode(codec)(value), (encoded) =>
    Effect.flatMap(Storage, (storage) => storage.set(key, encoded))
  ).pipe(Effect.withSpan("writeStoredWith"))

/** Stores a value as JSON; fails with the ParseError when the value does not match the schema. */
export const writeStored = <A, I>(
  key: StorageKey,
  schema: Schema.Schema<A, I, never>,
  value: A
): Effect.Effect<void, ParseResult.ParseError, Storage> => writeStoredWith(key, Schema.parseJson(schema), value)
