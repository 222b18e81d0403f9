import { describe, expect, it } from "vitest"
import { Effect, Option } from "effect"
import { sdkStorageOf } from "../../../layers/WalletConnectClientLive.js"
import * as StorageMemory from "../../../layers/StorageMemory.js"
import { foreignStorageKey } from "../../../schemas/StorageKeys.js"

describe("the SDK's key-value storage over Doorway's Storage", () => {
  it("keeps JSON values under the SDK's names, its client id under the instance's prefix, and lists only this instance's keys", async () => {
    const storage = Effect.runSync(StorageMemory.make())
    const sdk = sdkStorageOf(storage, "doorway")
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

  it("drops a value that is not JSON, so the SDK starts clean", async () => {
    const key = foreignStorageKey("wc@2:client:0.3:doorway//session")
    const storage = Effect.runSync(StorageMemory.make([[key as never, "{not json"]]))
    const sdk = sdkStorageOf(storage, "doorway")
    expect(await sdk.getItem("wc@2:client:0.3:doorway//session")).toBeUndefined()
    expect(Effect.runSync(storage.get(key))).toEqual(Option.none())
  })
})
