/**
 * SPEC §9's 5-minute name cache covers the receiver names of Send: a name resolved at 0 ms is
 * taken from the cache at 299,999 ms without asking the data service, and asked for again at
 * 300,000 ms. The cache is `@appkit/ens_cache`, the names of each address (WIRE §5).
 */
import { describe, expect, it } from "@effect/vitest"
import { Effect, Layer, Option, TestClock } from "effect"
import { mainnet } from "doorway-connect/networks"
import { resolveReceiverName } from "../../../core/send/resolveReceiverName.js"
import { Storage } from "../../../core/services/Storage.js"
import * as StorageMemory from "../../../layers/StorageMemory.js"
import { scriptedApiClient } from "../config/scriptedApiClient.js"

const ALICE = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8"
const profile = {
  name: "alice.reown.id",
  registered: 1,
  updated: 1,
  addresses: { "60": { address: ALICE, created: "1" } },
  attributes: [{ avatar: "https://avatars.test/alice.png" }]
}

const setup = () => {
  const api = scriptedApiClient({ "blockchain /v1/profile/account/alice.reown.id": { status: 200, body: profile } })
  const lookups = () => api.calls.filter((call) => call.path === "/v1/profile/account/alice.reown.id").length
  return { lookups, layer: Layer.merge(api.layer, StorageMemory.layer) }
}

const resolved = { address: ALICE, name: "alice.reown.id", avatar: "https://avatars.test/alice.png" }

describe("Send's receiver name lookup uses the 5-minute name cache (SPEC §9)", () => {
  it.effect("resolved at 0 ms: taken from the cache at 299,999 ms, looked up again at 300,000 ms", () => {
    const { lookups, layer } = setup()
    return Effect.gen(function* () {
      expect(yield* resolveReceiverName("alice.reown.id", mainnet)).toEqual(resolved)
      expect(lookups()).toBe(1)
      yield* TestClock.adjust("299999 millis")
      expect(yield* resolveReceiverName("alice.reown.id", mainnet)).toEqual(resolved)
      expect(lookups()).toBe(1)
      yield* TestClock.adjust("1 millis")
      expect(yield* resolveReceiverName("alice.reown.id", mainnet)).toEqual(resolved)
      expect(lookups()).toBe(2)
    }).pipe(Effect.provide(layer))
  })

  it.effect("kept as a name of the address it resolves to, the key WIRE §5 gives the cache", () => {
    const { layer } = setup()
    return Effect.gen(function* () {
      yield* resolveReceiverName("alice.reown.id", mainnet)
      const stored = yield* Effect.flatMap(Storage, (storage) => storage.get("@appkit/ens_cache"))
      expect(Option.map(stored, (text) => Object.keys(JSON.parse(text) as object))).toEqual(Option.some([ALICE]))
    }).pipe(Effect.provide(layer))
  })

  it.effect("a name typed in other letter case is the same cached name", () => {
    const { lookups, layer } = setup()
    return Effect.gen(function* () {
      yield* resolveReceiverName("alice.reown.id", mainnet)
      expect((yield* resolveReceiverName("Alice.Reown.ID", mainnet)).address).toBe(ALICE)
      expect(lookups()).toBe(1)
    }).pipe(Effect.provide(layer))
  })
})
