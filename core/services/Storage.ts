import { Context } from "effect"
import type { Effect, Option } from "effect"
import type { StorageKey } from "../../schemas/StorageKeys.js"

/**
 * The page's persistent string storage (WIRE §4.8, §5). It never fails: a storage that refuses a
 * write (quota, privacy mode) or a read is the layer's to log, and the modal carries on without it.
 */
export class Storage extends Context.Tag("doorway/Storage")<
  Storage,
  {
    readonly get: (key: StorageKey) => Effect.Effect<Option.Option<string>>
    readonly set: (key: StorageKey, value: string) => Effect.Effect<void>
    readonly remove: (key: StorageKey) => Effect.Effect<void>
  }
>() {}
