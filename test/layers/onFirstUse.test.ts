import { describe, expect, it } from "@effect/vitest"
import { Effect, Exit } from "effect"
import { onFirstUse } from "../../layers/onFirstUse.js"

describe("onFirstUse", () => {
  it.effect("loads the module once, shared by uses made while it loads", () =>
    Effect.gen(function* () {
      let loads = 0
      const module = onFirstUse(async () => {
        loads += 1
        return { name: "requests" }
      }, "EvmWallet")
      const [a, b] = yield* Effect.all([module, module], { concurrency: "unbounded" })
      expect(a).toEqual({ name: "requests" })
      expect(b).toBe(a)
      expect(yield* module).toBe(a)
      expect(loads).toBe(1)
    })
  )

  it.effect("once loaded, hands the module over without waiting a turn", () =>
    Effect.gen(function* () {
      const module = onFirstUse(async () => "loaded", "EvmWallet")
      // Before the load, a use has to wait for it: it cannot complete synchronously.
      expect(Exit.isFailure(Effect.runSyncExit(module))).toBe(true)
      yield* module
      expect(Effect.runSync(module)).toBe("loaded")
    })
  )

  it.effect("fails with HttpRequestError naming the chunk when the load fails, and the next use tries again", () =>
    Effect.gen(function* () {
      let attempts = 0
      const module = onFirstUse(async () => {
        attempts += 1
        if (attempts === 1) throw new Error("offline")
        return "second"
      }, "EvmWallet")
      const failed = yield* Effect.flip(module)
      expect(failed._tag).toBe("HttpRequestError")
      expect(failed.url).toBe("EvmWallet")
      expect(yield* module).toBe("second")
      expect(attempts).toBe(2)
    })
  )
})
