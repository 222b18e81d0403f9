import { describe, expect, it } from "@effect/vitest"
import { Effect, Layer, Option, Schema } from "effect"
import { readLogs } from "../../../core/logging/readLogs.js"
import { Storage } from "../../../core/services/Storage.js"
import { readStoredValue, writeStoredValue } from "../../../core/storage/storedValues.js"
import { readStored, removeStored, writeStored } from "../../../core/storage/storedWithCodec.js"
import * as LogTest from "../../../layers/LogTest.js"
import * as StorageMemory from "../../../layers/StorageMemory.js"
import { DeeplinkChoiceValue } from "../../../schemas/StorageValues.js"
import type { StorageKey } from "../../../schemas/StorageKeys.js"

const DEEPLINK = "WALLETCONNECT_DEEPLINK_CHOICE"

const env = (seed: ReadonlyArray<readonly [StorageKey, string]> = []) =>
  Layer.merge(StorageMemory.layerWith(seed), LogTest.layer({ level: "warn" }))

const raw = (key: StorageKey) => Effect.flatMap(Storage, (storage) => storage.get(key))

describe("readStored", () => {
  it.effect("is None for a key never written", () =>
    Effect.gen(function* () {
      expect(yield* readStored(DEEPLINK, DeeplinkChoiceValue)).toEqual(Option.none())
      expect(yield* readLogs).toEqual([])
    }).pipe(Effect.provide(env())))

  it.effect("decodes a stored JSON value", () =>
    Effect.gen(function* () {
      expect(yield* readStored(DEEPLINK, DeeplinkChoiceValue)).toEqual(
        Option.some({ href: "wallet://wc", name: "Wallet" })
      )
    }).pipe(Effect.provide(env([[DEEPLINK, '{"href":"wallet://wc","name":"Wallet"}']]))))

  it.effect("removes and logs a value that is not JSON, without repeating the value", () =>
    Effect.gen(function* () {
      expect(yield* readStored(DEEPLINK, DeeplinkChoiceValue)).toEqual(Option.none())
      expect(yield* raw(DEEPLINK)).toEqual(Option.none())
      const lines = yield* readLogs
      expect(lines).toHaveLength(1)
      expect(lines[0]).toContain(`WARN Removed the unreadable value of ${DEEPLINK}`)
      expect(lines[0]).not.toContain("secret")
    }).pipe(Effect.provide(env([[DEEPLINK, "{secret-not-json"]]))))

  it.effect("removes and logs a value of the wrong shape, naming where it is wrong", () =>
    Effect.gen(function* () {
      expect(yield* readStored(DEEPLINK, DeeplinkChoiceValue)).toEqual(Option.none())
      expect(yield* raw(DEEPLINK)).toEqual(Option.none())
      const [line] = yield* readLogs
      expect(line).toContain("wrong at name")
      expect(line).not.toContain("secret")
    }).pipe(Effect.provide(env([[DEEPLINK, '{"href":"secret","name":42}']]))))

  it.effect("leaves other keys alone when removing a corrupt one", () =>
    Effect.gen(function* () {
      yield* readStored(DEEPLINK, DeeplinkChoiceValue)
      expect(yield* raw("@appkit/active_namespace")).toEqual(Option.some("eip155"))
    }).pipe(Effect.provide(env([[DEEPLINK, "null"], ["@appkit/active_namespace", "eip155"]]))))
})

describe("writeStored", () => {
  it.effect("stores JSON that reads back", () =>
    Effect.gen(function* () {
      yield* writeStored(DEEPLINK, DeeplinkChoiceValue, { href: "https://w.example/wc", name: "W" })
      expect(yield* raw(DEEPLINK)).toEqual(Option.some('{"href":"https://w.example/wc","name":"W"}'))
      expect(yield* readStored(DEEPLINK, DeeplinkChoiceValue)).toEqual(
        Option.some({ href: "https://w.example/wc", name: "W" })
      )
    }).pipe(Effect.provide(env())))

  it.effect("fails with a ParseError and writes nothing when the value does not encode", () =>
    Effect.gen(function* () {
      const Positive = Schema.Number.pipe(Schema.positive())
      const error = yield* Effect.flip(writeStored("@appkit/siwx", Schema.Array(Positive), [1, -1]))
      expect(error._tag).toBe("ParseError")
      expect(yield* raw("@appkit/siwx")).toEqual(Option.none())
    }).pipe(Effect.provide(env())))
})

describe("removeStored", () => {
  it.effect("removes a key", () =>
    Effect.gen(function* () {
      yield* removeStored(DEEPLINK)
      expect(yield* raw(DEEPLINK)).toEqual(Option.none())
      yield* removeStored(DEEPLINK)
    }).pipe(Effect.provide(env([[DEEPLINK, "{}"]]))))
})

describe("readStoredValue / writeStoredValue", () => {
  it.effect("use each key's own codec, plain strings included", () =>
    Effect.gen(function* () {
      yield* writeStoredValue("@appkit/connection_status", "reconnecting")
      yield* writeStoredValue("@appkit/connected_namespaces", ["eip155", "solana"])
      yield* writeStoredValue("@appkit-wallet/LAST_EMAIL_LOGIN_TIME", 1_700_000_000_000)
      expect(yield* raw("@appkit/connection_status")).toEqual(Option.some("reconnecting"))
      expect(yield* raw("@appkit/connected_namespaces")).toEqual(Option.some("eip155,solana"))
      expect(yield* raw("@appkit-wallet/LAST_EMAIL_LOGIN_TIME")).toEqual(Option.some("1700000000000"))
      expect(yield* readStoredValue("@appkit/connected_namespaces")).toEqual(Option.some(["eip155", "solana"]))
      expect(yield* readStoredValue("@appkit-wallet/LAST_EMAIL_LOGIN_TIME")).toEqual(Option.some(1_700_000_000_000))
    }).pipe(Effect.provide(env())))

  it.effect("remove a plain value that fails its codec", () =>
    Effect.gen(function* () {
      expect(yield* readStoredValue("@appkit/active_caip_network_id")).toEqual(Option.none())
      expect(yield* raw("@appkit/active_caip_network_id")).toEqual(Option.none())
      expect((yield* readLogs)[0]).toContain("WARN Removed the unreadable value of @appkit/active_caip_network_id")
    }).pipe(Effect.provide(env([["@appkit/active_caip_network_id", "not a caip id"]]))))
})

describe("values no codec should see", () => {
  const TOKEN = "@appkit/siwx-auth-token"

  it.effect("a value of 524_288 characters is read; one of 524_289 is removed with a warning naming the key", () =>
    Effect.gen(function* () {
      const storage = yield* Storage
      yield* storage.set(TOKEN, "t".repeat(524_288))
      expect(Option.map(yield* readStoredValue(TOKEN), (token) => token.length)).toEqual(Option.some(524_288))
      expect(yield* readLogs).toEqual([])
      yield* storage.set(TOKEN, "t".repeat(524_289))
      expect(yield* readStoredValue(TOKEN)).toEqual(Option.none())
      expect(yield* raw(TOKEN)).toEqual(Option.none())
      expect((yield* readLogs)[0]).toContain(`WARN Removed the unreadable value of ${TOKEN} (524289 characters, over 524288)`)
    }).pipe(Effect.provide(env())))

  it.effect("a value holding a control character is removed with a warning; tabs and line breaks are text", () =>
    Effect.gen(function* () {
      const storage = yield* Storage
      yield* storage.set(TOKEN, "a\tb\r\nc")
      expect(yield* readStoredValue(TOKEN)).toEqual(Option.some("a\tb\r\nc"))
      yield* storage.set(TOKEN, "token\u0000")
      expect(yield* readStoredValue(TOKEN)).toEqual(Option.none())
      expect(yield* raw(TOKEN)).toEqual(Option.none())
      expect((yield* readLogs)[0]).toContain(`WARN Removed the unreadable value of ${TOKEN} (control characters)`)
    }).pipe(Effect.provide(env())))

  it.effect("a connector id is one word of at most 256 characters, never JSON", () =>
    Effect.gen(function* () {
      const KEY = "@appkit/eip155:connected_connector_id"
      const storage = yield* Storage
      for (const id of ["io.metamask", "walletConnect", "ID_AUTH", "c".repeat(256)]) {
        yield* storage.set(KEY, id)
        expect(yield* readStoredValue(KEY)).toEqual(Option.some(id))
      }
      for (const id of ["", "c".repeat(257), "two words", '{"id":1}', "[1]", '"quoted"']) {
        yield* storage.set(KEY, id)
        expect(yield* readStoredValue(KEY), id).toEqual(Option.none())
      }
      expect((yield* readLogs).filter((line) => line.includes(KEY))).toHaveLength(6)
    }).pipe(Effect.provide(env())))
})
