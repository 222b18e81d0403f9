import { describe, expect, it } from "@effect/vitest"
import { Effect, Option } from "effect"
import { addRecentWallet, readRecentWallets, withRecentWallet } from "../../../core/connectors/recentWallets.js"
import { Storage } from "../../../core/services/Storage.js"
import * as StorageMemory from "../../../layers/StorageMemory.js"
import type { WcWallet } from "../../../schemas/WalletCatalogue.js"

const entry = (id: string): WcWallet => ({ id, name: `Wallet ${id}`, rdns: `com.example.${id}` })
const ids = (list: ReadonlyArray<WcWallet>) => list.map((w) => w.id)
const stored = Effect.flatMap(Storage, (s) => s.get("@appkit/recent_wallets"))

describe("recent wallets", () => {
  it("puts the newest first, each wallet once, at most two", () => {
    expect(ids(withRecentWallet([], entry("a")))).toEqual(["a"])
    expect(ids(withRecentWallet([entry("a")], entry("b")))).toEqual(["b", "a"])
    expect(ids(withRecentWallet([entry("b"), entry("a")], entry("c")))).toEqual(["c", "b"])
    expect(ids(withRecentWallet([entry("b"), entry("a")], entry("a")))).toEqual(["a", "b"])
  })

  it.effect("are empty when nothing is stored", () =>
    Effect.gen(function* () {
      expect(yield* readRecentWallets).toEqual([])
    }).pipe(Effect.provide(StorageMemory.layer)))

  it.effect("are stored under @appkit/recent_wallets as the catalogue entries, most recent first", () =>
    Effect.gen(function* () {
      yield* addRecentWallet(entry("a"))
      yield* addRecentWallet(entry("b"))
      const list = yield* addRecentWallet(entry("c"))
      expect(ids(list)).toEqual(["c", "b"])
      expect(JSON.parse(Option.getOrThrow(yield* stored))).toEqual([entry("c"), entry("b")])
      expect(ids(yield* readRecentWallets)).toEqual(["c", "b"])
      yield* addRecentWallet(entry("b"))
      expect(ids(yield* readRecentWallets)).toEqual(["b", "c"])
    }).pipe(Effect.provide(StorageMemory.layer)))

  it.effect("read leniently: a longer or repeating stored list counts its first two distinct wallets", () =>
    Effect.gen(function* () {
      expect(ids(yield* readRecentWallets)).toEqual(["a", "b"])
    }).pipe(
      Effect.provide(
        StorageMemory.layerWith([["@appkit/recent_wallets", JSON.stringify([entry("a"), entry("a"), entry("b"), entry("c")])]])
      )
    ))

  it.effect("an unreadable stored list counts as none and is removed", () =>
    Effect.gen(function* () {
      expect(yield* readRecentWallets).toEqual([])
      expect(yield* stored).toEqual(Option.none())
      expect(ids(yield* addRecentWallet(entry("a")))).toEqual(["a"])
    }).pipe(Effect.provide(StorageMemory.layerWith([["@appkit/recent_wallets", '[{"name":"no id"}']]))))
})
