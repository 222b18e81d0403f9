import { describe, expect, it } from "@effect/vitest"
import { Effect } from "effect"
import { goBack } from "../../../core/router/goBack.js"
import { push } from "../../../core/router/push.js"
import { replace } from "../../../core/router/replace.js"
import { historyOf, testEnv, views } from "./testEnv.js"

describe("replace", () => {
  it.effect("swaps the current view, so going back skips it", () =>
    Effect.gen(function* () {
      yield* push("AllWallets")
      yield* replace("ConnectingWalletConnect", { walletId: "w1" })
      expect(yield* historyOf).toEqual([{ view: "Connect" }, { view: "ConnectingWalletConnect", data: { walletId: "w1" } }])
      yield* goBack
      expect(yield* views).toEqual(["Connect"])
    }).pipe(Effect.provide(testEnv())))

  it.effect("replacing a view by itself keeps its entry and data", () =>
    Effect.gen(function* () {
      yield* push("SwitchNetwork", { caipNetworkId: "eip155:137" })
      yield* replace("SwitchNetwork", { caipNetworkId: "eip155:1" })
      expect(yield* historyOf).toEqual([{ view: "Connect" }, { view: "SwitchNetwork", data: { caipNetworkId: "eip155:137" } }])
    }).pipe(Effect.provide(testEnv())))
})
