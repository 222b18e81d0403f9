import { describe, expect, it } from "@effect/vitest"
import { Effect } from "effect"
import { goBackToIndex } from "../../../core/router/goBackToIndex.js"
import { connectAccount, historyOf, setHistory, testEnv, views } from "./testEnv.js"

describe("goBackToIndex", () => {
  it.effect("shows the entry at the index and drops the later ones", () =>
    Effect.gen(function* () {
      yield* setHistory([{ view: "Account" }, { view: "SwitchNetwork", data: { caipNetworkId: "eip155:137" } }, { view: "Swap" }, { view: "AllWallets" }])
      yield* goBackToIndex(1)
      expect(yield* historyOf).toEqual([{ view: "Account" }, { view: "SwitchNetwork", data: { caipNetworkId: "eip155:137" } }])
    }).pipe(Effect.provide(testEnv())))

  it.effect("an index that is not before the current entry changes nothing", () =>
    Effect.gen(function* () {
      const history = [{ view: "Connect" }, { view: "AllWallets" }] as const
      yield* setHistory(history)
      for (const index of [1, 2, 5, -1, 0.5]) {
        yield* goBackToIndex(index)
        expect(yield* historyOf).toEqual(history)
      }
    }).pipe(Effect.provide(testEnv())))

  it.effect("landing on Connect while connected shows Account", () =>
    Effect.gen(function* () {
      yield* setHistory([{ view: "Connect" }, { view: "AllWallets" }, { view: "ConnectingWalletConnect" }])
      yield* connectAccount()
      yield* goBackToIndex(0)
      expect(yield* views).toEqual(["Account"])
    }).pipe(Effect.provide(testEnv())))
})
