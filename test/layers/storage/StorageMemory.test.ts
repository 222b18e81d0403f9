import { describe, expect, it } from "@effect/vitest"
import { Effect, Option } from "effect"
import { Storage } from "../../../core/services/Storage.js"
import * as StorageMemory from "../../../layers/StorageMemory.js"
import { storageContract } from "./storageContract.js"

storageContract("StorageMemory", () => StorageMemory.layer)

describe("StorageMemory", () => {
  it.effect("starts from its seed", () =>
    Effect.gen(function* () {
      const storage = yield* Storage
      expect(yield* storage.get("@appkit/connection_status")).toEqual(Option.some("connected"))
    }).pipe(Effect.provide(StorageMemory.layerWith([["@appkit/connection_status", "connected"]]))))
})
