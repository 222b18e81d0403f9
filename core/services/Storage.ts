import { Context } from "effect"
import type { Effect, Option } from "effect"
import type { ForeignStorageKey, StorageKey } from "../../schemas/StorageKeys.js"

/**
 * The page's persistent string storage (WIRE §4.8, §5). It never fails: a storage that refuses a
 * write (quota, privacy mode) or a read is the layer's to log, and the modal carries on without it.
 * Besides the modal's own keys it holds a library's (ForeignStorageKey): the WalletConnect SDK's
 * key-value storage goes through it, decoded at that edge.
 */
export class Storage extends Context.Tag("doorway/Storage")<
  Storage,
  {
    readonly get: (key: StorageKey | ForeignStorageKey) => Effect.Effect<Option.Option<string>>
    readonly set: (key: StorageKey | ForeignStorageKey, value: string) => Effect.Effect<void>
    readonly remove: (key: StorageKey | ForeignStorageKey) => Effect.Effect<void>
    /** The raw port for a library's own keys: every stored key that starts with `prefix`. */
    readonly keysWith: (prefix: string) => Effect.Effect<ReadonlyArray<ForeignStorageKey>>
  }
>() {}
