import { Effect, Layer, Option } from "effect"
import { Storage } from "../core/services/Storage.js"
import type { ForeignStorageKey } from "../schemas/StorageKeys.js"
import { make as makeMemory } from "./StorageMemory.js"

const describe = (cause: unknown): string => (cause instanceof Error ? `${cause.name}: ${cause.message}` : String(cause))

/**
 * Storage over a Web Storage object. A refused call (quota exceeded, storage blocked by privacy
 * settings) is logged and treated as a miss or a dropped write, never a crash.
 */
export const make = (storage: globalThis.Storage): Storage["Type"] => {
  const attempt = <A>(operation: string, key: string, run: () => A, fallback: A): Effect.Effect<A> =>
    Effect.try(run).pipe(
      Effect.catchAll((cause) =>
        Effect.logWarning(`Storage ${operation} of ${key} failed: ${describe(cause.error)}`).pipe(Effect.as(fallback))
      )
    )
  return Storage.of({
    get: (key) => attempt("read", key, () => Option.fromNullable(storage.getItem(key)), Option.none()),
    set: (key, value) => attempt("write", key, () => storage.setItem(key, value), undefined),
    remove: (key) => attempt("removal", key, () => storage.removeItem(key), undefined),
    keysWith: (prefix) =>
      attempt("listing", prefix, () => Object.keys(storage).filter((key) => key.startsWith(prefix)) as Array<ForeignStorageKey>, [])
  })
}

/** Over a given Web Storage object (tests, or `sessionStorage`). */
export const layerFrom = (storage: globalThis.Storage): Layer.Layer<Storage> => Layer.succeed(Storage, make(storage))

/**
 * Over the page's `localStorage`. Where there is none (outside a browser) or merely touching it
 * throws (storage disabled for the site), the modal keeps its state in memory for the session.
 */
export const fromPage: Effect.Effect<Storage["Type"]> = Effect.try(() => globalThis.localStorage as globalThis.Storage | undefined).pipe(
  Effect.catchAll((cause) =>
    Effect.logWarning(`localStorage is not available: ${describe(cause.error)}`).pipe(Effect.as(undefined))
  ),
  Effect.flatMap((storage) =>
    storage === undefined
      ? Effect.logDebug("No localStorage here: storage is kept in memory").pipe(Effect.zipRight(makeMemory()))
      : Effect.succeed(make(storage))
  )
)

export const layer: Layer.Layer<Storage> = Layer.effect(Storage, fromPage)
