import { describe, expect, it } from "vitest"
import { Effect, ManagedRuntime, Option } from "effect"
import type { Runtime } from "effect"
import { readLogs } from "../../../core/logging/readLogs.js"
import { sdkStorageOf } from "../../../layers/WalletConnectClientLive.js"
import * as LogTest from "../../../layers/LogTest.js"
import * as StorageMemory from "../../../layers/StorageMemory.js"
import { foreignStorageKey } from "../../../schemas/StorageKeys.js"

/** The runtime of an instance whose log keeps warnings and above, and a way to read that log. */
const instanceLog = (level = "warn") => {
  const runtime = ManagedRuntime.make(LogTest.layer({ level }))
  return { runtime: Effect.runSync(runtime.runtimeEffect) as Runtime.Runtime<never>, lines: () => runtime.runSync(readLogs) }
}

describe("the SDK's key-value storage over Doorway's Storage", () => {
  it("keeps JSON values under the SDK's names, its client id under the instance's prefix, and lists only this instance's keys", async () => {
    const storage = Effect.runSync(StorageMemory.make())
    const sdk = sdkStorageOf(storage, "doorway", instanceLog().runtime)
    await sdk.setItem("wc@2:core:0.3:doorway//keychain", { a: 1 })
    await sdk.setItem("wc@2:core:0.3:doorway-2//keychain", { b: 2 })
    await sdk.setItem("WALLETCONNECT_CLIENT_ID", "did:key:z6Mk")
    expect(await sdk.getItem("wc@2:core:0.3:doorway//keychain")).toEqual({ a: 1 })
    expect(Effect.runSync(storage.get(foreignStorageKey("WALLETCONNECT_CLIENT_ID:doorway")))).toEqual(Option.some('"did:key:z6Mk"'))
    expect(await sdk.getItem("WALLETCONNECT_CLIENT_ID")).toBe("did:key:z6Mk")
    expect(await sdk.getKeys()).toEqual(["wc@2:core:0.3:doorway//keychain"])
    expect(await sdk.getEntries()).toEqual([["wc@2:core:0.3:doorway//keychain", { a: 1 }]])
    await sdk.removeItem("wc@2:core:0.3:doorway//keychain")
    expect(await sdk.getItem("wc@2:core:0.3:doorway//keychain")).toBeUndefined()
  })

  // The SDK's stores, damaged (WIRE §5): one row per kind of damage.
  const SESSION = "wc@2:client:0.3:doorway//session"
  const damaged = [
    { kind: "text that is not JSON", key: SESSION, value: "{not json" },
    { kind: "binary garbage", key: "wc@2:core:0.3:doorway//keychain", value: "\u0000\u0013garbage" },
    { kind: "a store holding text", key: SESSION, value: '"a session"' },
    { kind: "a store holding numbers", key: "wc@2:core:0.3:doorway//expirer", value: "[1,2,3]" },
    { kind: "a map that is null", key: "wc@2:core:0.3:doorway//messages", value: "null" },
    { kind: "1 MB of text", key: "wc@2:core:0.3:doorway//pairing", value: `"${"x".repeat(1_048_577)}"` }
  ]

  it.each(damaged)("drops $kind with a warning in the instance's log naming the key, and keeps the rest", async ({ key, value }) => {
    const healthy = foreignStorageKey("wc@2:client:0.3:doorway//proposal")
    const storage = Effect.runSync(StorageMemory.make([[key as never, value], [healthy as never, '[{"id":1}]']]))
    const log = instanceLog()
    const sdk = sdkStorageOf(storage, "doorway", log.runtime)
    expect(await sdk.getItem(key)).toBeUndefined()
    expect(Effect.runSync(storage.get(foreignStorageKey(key)))).toEqual(Option.none())
    expect(log.lines().filter((line) => line.includes("WARN") && line.includes(key))).toHaveLength(1)
    expect(await sdk.getItem("wc@2:client:0.3:doorway//proposal")).toEqual([{ id: 1 }])
  })

  it("keeps what the SDK writes: maps, stores of records, an empty store, and its client id as text", async () => {
    const storage = Effect.runSync(StorageMemory.make())
    const log = instanceLog()
    const sdk = sdkStorageOf(storage, "doorway", log.runtime)
    const written: ReadonlyArray<readonly [string, unknown]> = [
      ["wc@2:core:0.3:doorway//keychain", { topic: "key" }],
      [SESSION, [{ topic: "t", expiry: 1 }]],
      ["wc@2:core:0.3:doorway//history", []],
      ["WALLETCONNECT_CLIENT_ID", "did:key:z6Mk"]
    ]
    for (const [key, value] of written) await sdk.setItem(key, value)
    for (const [key, value] of written) expect(await sdk.getItem(key)).toEqual(value)
    expect(log.lines()).toEqual([])
  })
})
