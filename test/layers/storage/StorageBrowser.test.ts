import { describe, expect, it } from "@effect/vitest"
import { Effect, Option } from "effect"
import { Storage } from "../../../core/services/Storage.js"
import * as LogTest from "../../../layers/LogTest.js"
import * as StorageBrowser from "../../../layers/StorageBrowser.js"
import { readLogs } from "../../../core/logging/readLogs.js"
import { blockedStorage, mapStorage } from "./mapStorage.js"
import { storageContract } from "./storageContract.js"

storageContract("StorageBrowser", () => StorageBrowser.layerFrom(mapStorage()))

describe("StorageBrowser", () => {
  it.effect("writes through to the Web Storage object", () =>
    Effect.gen(function* () {
      const web = mapStorage()
      yield* Effect.flatMap(Storage, (storage) => storage.set("@appkit/active_namespace", "eip155")).pipe(
        Effect.provide(StorageBrowser.layerFrom(web))
      )
      expect(web.getItem("@appkit/active_namespace")).toBe("eip155")
    }))

  it.effect("logs a write refused for quota and keeps the old value", () =>
    Effect.gen(function* () {
      const storage = yield* Storage
      yield* storage.set("@appkit/active_namespace", "eip155")
      yield* storage.set("@appkit/active_namespace", "x".repeat(100))
      expect(yield* storage.get("@appkit/active_namespace")).toEqual(Option.some("eip155"))
      const [line, ...rest] = yield* readLogs
      expect(rest).toEqual([])
      expect(line).toContain("WARN Storage write of @appkit/active_namespace failed: QuotaExceededError")
    }).pipe(Effect.provide(StorageBrowser.layerFrom(mapStorage({ quota: 60 }))), Effect.provide(LogTest.layer({ level: "warn" }))))

  it.effect("treats a blocked storage as empty and logs each refusal", () =>
    Effect.gen(function* () {
      const storage = yield* Storage
      yield* storage.set("@appkit/active_namespace", "eip155")
      expect(yield* storage.get("@appkit/active_namespace")).toEqual(Option.none())
      yield* storage.remove("@appkit/active_namespace")
      const lines = yield* readLogs
      expect(lines.map((line) => line.split(" ").slice(1, 4).join(" "))).toEqual([
        "WARN Storage write",
        "WARN Storage read",
        "WARN Storage removal"
      ])
      expect(lines.map((line) => line.slice(line.indexOf("SecurityError")))).toEqual(Array(3).fill("SecurityError: The operation is insecure."))
    }).pipe(Effect.provide(StorageBrowser.layerFrom(blockedStorage())), Effect.provide(LogTest.layer({ level: "warn" }))))

  it.effect("keeps state in memory where the page has no localStorage", () =>
    Effect.gen(function* () {
      expect(globalThis.localStorage).toBeUndefined()
      const storage = yield* Storage
      yield* storage.set("@appkit/active_namespace", "solana")
      expect(yield* storage.get("@appkit/active_namespace")).toEqual(Option.some("solana"))
    }).pipe(Effect.provide(StorageBrowser.layer)))
})

describe("StorageBrowser.layer where touching localStorage throws", () => {
  const blockLocalStorage = Effect.acquireRelease(
    Effect.sync(() =>
      Object.defineProperty(globalThis, "localStorage", {
        configurable: true,
        get: () => {
          throw new DOMException("Access is denied for this document.", "SecurityError")
        }
      })
    ),
    () => Effect.sync(() => Reflect.deleteProperty(globalThis, "localStorage"))
  )

  it.scoped("logs it and keeps state in memory", () =>
    Effect.gen(function* () {
      yield* blockLocalStorage
      yield* Effect.gen(function* () {
        const storage = yield* Storage
        yield* storage.set("@appkit/active_namespace", "bip122")
        expect(yield* storage.get("@appkit/active_namespace")).toEqual(Option.some("bip122"))
        const lines = yield* readLogs
        expect(lines).toHaveLength(1)
        expect(lines[0]).toContain("WARN localStorage is not available: SecurityError")
      }).pipe(Effect.provide(StorageBrowser.layer), Effect.provide(LogTest.layer({ level: "warn" })))
    }))
})
