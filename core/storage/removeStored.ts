import { Effect } from "effect"
import { Storage } from "../services/Storage.js"
import type { StorageKey } from "../../schemas/StorageKeys.js"

/** Removes a key; removing a missing key does nothing. */
export const removeStored = (key: StorageKey): Effect.Effect<void, never, Storage> =>
  Effect.flatMap(Storage, (storage) => storage.remove(key))
