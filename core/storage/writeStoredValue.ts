import type { Effect, ParseResult } from "effect"
import type { StorageValue } from "../../schemas/StorageValues.js"
import type { StorageKey } from "../../schemas/StorageKeys.js"
import type { Storage } from "../services/Storage.js"
import { storageCodecOf } from "./storageCodecOf.js"
import { writeStoredWith } from "./writeStored.js"

/** Writes any key with its codec from the storage table. */
export const writeStoredValue = <K extends StorageKey>(
  key: K,
  value: StorageValue<K>
): Effect.Effect<void, ParseResult.ParseError, Storage> => writeStoredWith(key, storageCodecOf(key), value)
