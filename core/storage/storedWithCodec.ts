import { Effect, Either, Option, ParseResult, Schema } from "effect"
import { Storage } from "../services/Storage.js"
import type { StorageKey } from "../../schemas/StorageKeys.js"

// A key read, written and removed with a codec the caller names (SPEC §3's storage keys), apart
// from the table of every key's codec (storedValues.ts): a program that keeps one value, such as
// the Connect view's recent wallets, then loads that value's schema, not every stored entity's.

/** Where a value went wrong, without the value itself: stored values can hold emails and signatures. */
const issuePaths = (error: ParseResult.ParseError): string => {
  const paths = ParseResult.ArrayFormatter.formatErrorSync(error).map((issue) =>
    issue.path.length === 0 ? "the whole value" : issue.path.map(String).join(".")
  )
  return `wrong at ${[...new Set(paths)].join(", ")}`
}

/**
 * The longest stored value read (UTF-16 units, 512 KiB): every value Doorway writes is a few KiB at
 * most, and a key holding more was filled by something else (WIRE §5 lists what each key holds).
 */
const MAX_STORED_LENGTH = 524_288

/** C0 control characters other than tab and line breaks: JSON escapes them, and no id, token or name holds one. */
const CONTROL_CHARACTER = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/

/** Why a raw value is refused before its codec sees it: too long or binary garbage. */
const refusalOf = (raw: string): Option.Option<string> =>
  raw.length > MAX_STORED_LENGTH
    ? Option.some(`${raw.length} characters, over ${MAX_STORED_LENGTH}`)
    : CONTROL_CHARACTER.test(raw)
      ? Option.some("control characters")
      : Option.none()

/**
 * Decodes a stored string with `codec`. A value that does not decode (another version wrote it, or
 * it was edited by hand), one far too long or holding control characters, is removed and logged:
 * it would fail the same way on every later read.
 */
export const readStoredWith = <A>(
  key: StorageKey,
  codec: Schema.Schema<A, string, never>
): Effect.Effect<Option.Option<A>, never, Storage> =>
  Effect.gen(function* () {
    const storage = yield* Storage
    const raw = yield* storage.get(key)
    if (Option.isNone(raw)) return Option.none()
    const refused = refusalOf(raw.value)
    const decoded = Option.isSome(refused) ? Either.left(refused.value) : Either.mapLeft(Schema.decodeUnknownEither(codec)(raw.value), issuePaths)
    if (Either.isRight(decoded)) return Option.some(decoded.right)
    yield* Effect.logWarning(`Removed the unreadable value of ${key} (${decoded.left})`)
    yield* storage.remove(key)
    return Option.none()
  }).pipe(Effect.withSpan("readStoredWith"))

/** Reads a JSON-valued key; a missing key, bad JSON or a value of the wrong shape is `None`. */
export const readStored = <A, I>(
  key: StorageKey,
  schema: Schema.Schema<A, I, never>
): Effect.Effect<Option.Option<A>, never, Storage> => readStoredWith(key, Schema.parseJson(schema))

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

/** Removes a key; removing a missing key does nothing. */
export const removeStored = (key: StorageKey): Effect.Effect<void, never, Storage> =>
  Effect.flatMap(Storage, (storage) => storage.remove(key))
