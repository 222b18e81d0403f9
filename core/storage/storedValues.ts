import type { Effect, Option, ParseResult, Schema } from "effect"
import type { Storage } from "../services/Storage.js"
import type { StorageKey } from "../../schemas/StorageKeys.js"
import { StorageCodecs } from "../../schemas/StorageValues.js"
import type { StorageValue } from "../../schemas/StorageValues.js"
import { readStoredWith, writeStoredWith } from "./storedWithCodec.js"

// Any stored value, read and written with its key's codec from the table of every key (SPEC §3's
// storage keys). One module: the programs that keep something each use a different pair of these,
// and as one file they load as one chunk instead of one small chunk per pair.

/** The codec between a key's stored string and its value, typed by the key. */
export const storageCodecOf = <K extends StorageKey>(key: K): Schema.Schema<StorageValue<K>, string, never> =>
  // The table is checked to encode every key to a string; indexing by a generic key loses that.
  StorageCodecs[key] as unknown as Schema.Schema<StorageValue<K>, string, never>

/** Reads any key with its codec from the storage table; an unreadable value is removed and logged. */
export const readStoredValue = <K extends StorageKey>(key: K): Effect.Effect<Option.Option<StorageValue<K>>, never, Storage> =>
  readStoredWith(key, storageCodecOf(key))

/** Writes any key with its codec from the storage table. */
export const writeStoredValue = <K extends StorageKey>(
  key: K,
  value: StorageValue<K>
): Effect.Effect<void, ParseResult.ParseError, Storage> => writeStoredWith(key, storageCodecOf(key), value)
