import type { Effect, Option } from "effect"
import type { StorageValue } from "../../schemas/StorageValues.js"
import type { StorageKey } from "../../schemas/StorageKeys.js"
import type { Storage } from "../services/Storage.js"
import { readStoredWith } from "./readStored.js"
import { storageCodecOf } from "./storageCodecOf.js"

/** Reads any key with its codec from the storage table; an unreadable value is removed and logged. */
export const readStoredValue = <K extends StorageKey>(key: K): Effect.Effect<Option.Option<StorageValue<K>>, never, Storage> =>
  readStoredWith(key, storageCodecOf(key))
