import { Effect, Layer, Option, Ref } from "effect"
import { Storage } from "../core/services/Storage.js"
import type { ForeignStorageKey, StorageKey } from "../schemas/StorageKeys.js"

/** A storage held in memory, optionally seeded; each build starts from the seed. */
export const make = (
  initial: Iterable<readonly [StorageKey, string]> = []
): Effect.Effect<Storage["Type"]> =>
  Effect.map(Ref.make<ReadonlyMap<StorageKey | ForeignStorageKey, string>>(new Map(initial)), (entries) =>
    Storage.of({
      get: (key) => Effect.map(Ref.get(entries), (map) => Option.fromNullable(map.get(key))),
      set: (key, value) => Ref.update(entries, (map) => new Map(map).set(key, value)),
      remove: (key) =>
        Ref.update(entries, (map) => {
          if (!map.has(key)) return map
          const next = new Map(map)
          next.delete(key)
          return next
        }),
      keysWith: (prefix) =>
        Effect.map(Ref.get(entries), (map) => [...map.keys()].filter((key): key is ForeignStorageKey => key.startsWith(prefix)))
    })
  )

export const layer: Layer.Layer<Storage> = Layer.effect(Storage, make())

export const layerWith = (initial: Iterable<readonly [StorageKey, string]>): Layer.Layer<Storage> =>
  Layer.effect(Storage, make(initial))
