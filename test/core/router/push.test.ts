import { describe, expect, it } from "@effect/vitest"
import { Effect } from "effect"
import { push } from "../../../core/router/push.js"
import { historyOf, testEnv, views } from "./testEnv.js"

describe("push", () => {
  it.effect("starts from Connect and shows the pushed view on top", () =>
    Effect.gen(function* () {
      expect(yield* views).toEqual(["Connect"])
      yield* push("AllWallets")
      yield* push("ConnectingExternalWallet", { connectorId: "io.metamask" })
      expect(yield* historyOf).toEqual([
        { view: "Connect" },
        { view: "AllWallets" },
        { view: "ConnectingExternalWallet", data: { connectorId: "io.metamask" } }
      ])
    }).pipe(Effect.provide(testEnv())))

  it.effect("pushing the view already shown changes nothing", () =>
    Effect.gen(function* () {
      yield* push("AllWallets")
      yield* push("AllWallets", { walletId: "w" })
      expect(yield* historyOf).toEqual([{ view: "Connect" }, { view: "AllWallets" }])
    }).pipe(Effect.provide(testEnv())))

  it.effect("each provide starts from a fresh history", () =>
    Effect.gen(function* () {
      const env = testEnv()
      yield* push("Swap").pipe(Effect.provide(env))
      expect(yield* views.pipe(Effect.provide(env))).toEqual(["Connect"])
    }))
})
