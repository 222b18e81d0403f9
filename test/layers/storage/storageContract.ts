import { describe, expect, it } from "@effect/vitest"
import { Effect, Option } from "effect"
import type { Layer } from "effect"
import { Storage } from "../../../core/services/Storage.js"

const NETWORK = "@appkit/active_caip_network_id"
const CONNECTIONS = "@appkit/connections"

/** What every Storage must do. `makeLayer` gives a fresh, empty storage on each call. */
export const storageContract = (name: string, makeLayer: () => Layer.Layer<Storage>) =>
  describe(`${name} (storage contract)`, () => {
    it.effect("has nothing under a key never written", () =>
      Effect.gen(function* () {
        const storage = yield* Storage
        expect(yield* storage.get(NETWORK)).toEqual(Option.none())
      }).pipe(Effect.provide(makeLayer())))

    it.effect("gives back what was written", () =>
      Effect.gen(function* () {
        const storage = yield* Storage
        yield* storage.set(NETWORK, "eip155:1")
        expect(yield* storage.get(NETWORK)).toEqual(Option.some("eip155:1"))
      }).pipe(Effect.provide(makeLayer())))

    it.effect("keeps the empty string and any unicode text as written", () =>
      Effect.gen(function* () {
        const storage = yield* Storage
        yield* storage.set(NETWORK, "")
        expect(yield* storage.get(NETWORK)).toEqual(Option.some(""))
        const text = '{"name":"Ünïcødé 🦊","quote":"\\""}'
        yield* storage.set(CONNECTIONS, text)
        expect(yield* storage.get(CONNECTIONS)).toEqual(Option.some(text))
      }).pipe(Effect.provide(makeLayer())))

    it.effect("overwrites a key", () =>
      Effect.gen(function* () {
        const storage = yield* Storage
        yield* storage.set(NETWORK, "eip155:1")
        yield* storage.set(NETWORK, "solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp")
        expect(yield* storage.get(NETWORK)).toEqual(Option.some("solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp"))
      }).pipe(Effect.provide(makeLayer())))

    it.effect("removes a key and leaves the others", () =>
      Effect.gen(function* () {
        const storage = yield* Storage
        yield* storage.set(NETWORK, "eip155:1")
        yield* storage.set(CONNECTIONS, "{}")
        yield* storage.remove(NETWORK)
        expect(yield* storage.get(NETWORK)).toEqual(Option.none())
        expect(yield* storage.get(CONNECTIONS)).toEqual(Option.some("{}"))
      }).pipe(Effect.provide(makeLayer())))

    it.effect("removes a missing key without complaint", () =>
      Effect.gen(function* () {
        const storage = yield* Storage
        yield* storage.remove(NETWORK)
        expect(yield* storage.get(NETWORK)).toEqual(Option.none())
      }).pipe(Effect.provide(makeLayer())))

    it.effect("gives each layer build its own contents", () =>
      Effect.gen(function* () {
        yield* Effect.flatMap(Storage, (storage) => storage.set(NETWORK, "eip155:1")).pipe(Effect.provide(makeLayer()))
        const other = yield* Effect.flatMap(Storage, (storage) => storage.get(NETWORK)).pipe(Effect.provide(makeLayer()))
        expect(other).toEqual(Option.none())
      }))
  })
