/** A cache of short notes built with makeCache, 30 s lifetime, and what the tests read of it. */
import { Chunk, Duration, Effect, Layer, MutableRef, Option, Schema } from "effect"
import { makeCache } from "../../../core/cache/makeCache.js"
import { LogBuffer } from "../../../core/services/LogBuffer.js"
import { Storage } from "../../../core/services/Storage.js"
import * as LogTest from "../../../layers/LogTest.js"
import * as StorageMemory from "../../../layers/StorageMemory.js"
import type { StorageKey } from "../../../schemas/StorageKeys.js"

export const NOTES_KEY: StorageKey = "@appkit/ens_cache"

/** An empty note cannot be encoded: a write of one fails the schema. */
const Note = Schema.Struct({ text: Schema.NonEmptyString, timestamp: Schema.Number })

export const noteCache = makeCache({
  key: NOTES_KEY,
  map: Schema.Record({ key: Schema.String, value: Note }),
  lifetime: Duration.seconds(30)
})

export const notesEnv = (seed: Iterable<readonly [StorageKey, string]> = []) =>
  Layer.merge(StorageMemory.layerWith(seed), LogTest.layer({ level: "warn" }))

/** The stored text of the notes key, exactly as written. */
export const storedText = Effect.flatMap(Storage, (storage) => storage.get(NOTES_KEY))

/** The stored map's entries, by id. */
export const storedNotes = Effect.map(storedText, Option.map((text) => JSON.parse(text) as Record<string, unknown>))

export const logLines = Effect.map(LogBuffer, (buffer) => Chunk.toReadonlyArray(MutableRef.get(buffer.contents).lines))
