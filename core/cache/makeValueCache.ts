import { Effect, Option } from "effect"
import type { Storage } from "../services/Storage.js"
import { makeCache } from "./makeCache.js"
import type { CacheSpec, Timestamped } from "./makeCache.js"

export interface ValueCacheSpec<E extends Timestamped, I, Id extends string, A> extends CacheSpec<E, I> {
  /** The value an entry holds. */
  readonly fromEntry: (entry: E) => A
  /** The entry (WIRE §5 shape, without its timestamp) that holds a value under an id. */
  readonly toEntry: (id: Id, value: A) => Omit<E, "timestamp">
}

/** A cache read and written as values; the stored entries stay in their WIRE §5 shape. */
export interface ValueCache<Id extends string, A> {
  /** The value stored under `id` less than the lifetime ago. */
  readonly get: (id: Id) => Effect.Effect<Option.Option<A>, never, Storage>
  readonly set: (id: Id, value: A) => Effect.Effect<void, never, Storage>
  readonly remove: (id: Id) => Effect.Effect<void, never, Storage>
}

/** Builds a {@link makeCache} cache whose callers see values, not entries. */
export const makeValueCache = <E extends Timestamped, I, Id extends string, A>(spec: ValueCacheSpec<E, I, Id, A>): ValueCache<Id, A> => {
  const cache = makeCache(spec)
  return {
    get: (id) => Effect.map(cache.get(id), Option.map(spec.fromEntry)),
    set: (id, value) => cache.set(id, spec.toEntry(id, value)),
    remove: cache.remove
  }
}
