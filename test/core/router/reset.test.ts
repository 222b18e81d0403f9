import { describe, expect, it } from "@effect/vitest"
import { Effect } from "effect"
import { push } from "../../../core/router/push.js"
import { reset } from "../../../core/router/reset.js"
import { historyOf, testEnv } from "./testEnv.js"

describe("reset", () => {
  it.effect("starts a new history holding only the view", () =>
    Effect.gen(function* () {
      yield* push("AllWallets")
      yield* push("ConnectingWalletConnect")
      yield* reset("Swap", { swap: { fromToken: "ETH", toToken: "USDC", amount: "1" } })
      expect(yield* historyOf).toEqual([{ view: "Swap", data: { swap: { fromToken: "ETH", toToken: "USDC", amount: "1" } } }])
    }).pipe(Effect.provide(testEnv())))
})
