import { Clock, Duration, Effect, Option } from "effect"
import type { Schema } from "effect"
import type { StorageKey } from "../../schemas/StorageKeys.js"
import type { Storage } from "../services/Storage.js"
import { readStored, removeStored, writeStored } from "../storage/storedWithCodec.js"

/** A cache entry: its payload and the epoch ms it was written at. */
export interface Timestamped {
  readonly timestamp: number
}

export type CacheMap<E extends Timestamped> = { readonly [id: string]: E }

export interface CacheSpec<E extends Timestamped, I> {
  /** The storage key holding the whole map as JSON (WIRE §5). */
  readonly key: StorageKey
  readonly map: Schema.Schema<CacheMap<E>, I, never>
  readonly lifetime: Duration.Duration
}

/** A time-limited map kept under one storage key. */
export interface Cache<E extends Timestamped> {
  /** The entry of `id` while it is younger than the lifetime; an expired entry is removed. */
  readonly get: (id: string) => Effect.Effect<Option.Option<E>, never, Storage>
  /** Stores an entry stamped with the current time; expired entries of the map are dropped. */
  readonly set: (id: string, entry: Omit<E, "timestamp">) => Effect.Effect<void, never, Storage>
  readonly remove: (id: string) => Effect.Effect<void, never, Storage>
  /** The first entry younger than the lifetime that `matches`: a lookup by what an entry holds. */
  readonly find: (matches: (entry: E) => boolean) => Effect.Effect<Option.Option<E>, never, Storage>
}

/**
 * Builds a cache. An entry is fresh while `0 <= now - timestamp < lifetime`: it is expired at
 * exactly its lifetime, and one stamped in the future (a clock set back) is not trusted either.
 * Writing a cache is best effort: a value that cannot be encoded is logged, never raised.
 */
export const makeCache = <E extends Timestamped, I>(spec: CacheSpec<E, I>): Cache<E> => {
  const lifetime = Duration.toMillis(spec.lifetime)
  const isFresh = (entry: E, now: number): boolean => {
    const age = now - entry.timestamp
    return age >= 0 && age < lifetime
  }
  const read = Effect.map(readStored(spec.key, spec.map), Option.getOrElse((): CacheMap<E> => ({})))
  const write = (map: CacheMap<E>) =>
    (Object.keys(map).length === 0 ? removeStored(spec.key) : writeStored(spec.key, spec.map, map)).pipe(
      Effect.catchTag("ParseError", (error) => Effect.logWarning(`Cache ${spec.key} not written: ${error.message}`))
    )
  const freshOnly = (map: CacheMap<E>, now: number): CacheMap<E> =>
    Object.fromEntries(Object.entries(map).filter(([, entry]) => isFresh(entry, now)))

  return {
    get: (id) =>
      Effect.gen(function* () {
        const map = yield* read
        // Own keys only: an id such as "constructor" is not an entry.
        const entry = Object.hasOwn(map, id) ? Option.fromNullable(map[id]) : Option.none<E>()
        if (Option.isNone(entry)) return entry
        const now = yield* Clock.currentTimeMillis
        if (isFresh(entry.value, now)) return entry
        yield* write(freshOnly(map, now))
        return Option.none()
      }).pipe(Effect.withSpan("cache.get", { attributes: { key: spec.key } })),
    set: (id, entry) =>
      Effect.gen(function* () {
        const now = yield* Clock.currentTimeMillis
        const map = freshOnly(yield* read, now)
        // The spec's schema checks the entry as it is encoded.
        const stamped = { ...entry, timestamp: now } as unknown as E
        yield* write({ ...map, [id]: stamped })
      }).pipe(Effect.withSpan("cache.set", { attributes: { key: spec.key } })),
    remove: (id) =>
      Effect.gen(function* () {
        const map = yield* read
        if (!Object.hasOwn(map, id)) return
        const { [id]: _removed, ...rest } = map
        yield* write(rest)
      }),
    find: (matches) =>
      Effect.gen(function* () {
        const now = yield* Clock.currentTimeMillis
        return Option.fromNullable(Object.values(yield* read).find((entry) => isFresh(entry, now) && matches(entry)))
      }).pipe(Effect.withSpan("cache.find", { attributes: { key: spec.key } }))
  }
}
