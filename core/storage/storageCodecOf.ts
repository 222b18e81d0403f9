import type { Schema } from "effect"
import { StorageCodecs } from "../../schemas/StorageValues.js"
import type { StorageValue } from "../../schemas/StorageValues.js"
import type { StorageKey } from "../../schemas/StorageKeys.js"

/** The codec between a key's stored string and its value, typed by the key. */
export const storageCodecOf = <K extends StorageKey>(key: K): Schema.Schema<StorageValue<K>, string, never> =>
  // The table is checked to encode every key to a string; indexing by a generic key loses that.
  StorageCodecs[key] as unknown as Schema.Schema<StorageValue<K>, string, never>
