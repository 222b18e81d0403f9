import { describe, expect, it } from "@effect/vitest"
import { Effect } from "effect"
import type { Layer } from "effect"
import { Platform } from "../../../core/services/Platform.js"

const FACTS = ["isMobile", "isIos", "isAndroid", "isMac", "isSafari", "isTelegram", "isBrowser"] as const

/** What every Platform must do, whatever platform it describes. */
export const platformContract = (name: string, layer: Layer.Layer<Platform>) =>
  describe(`${name} (platform contract)`, () => {
    it.effect("states every fact, each a boolean and nothing else", () =>
      Effect.gen(function* () {
        const facts = yield* Platform
        expect(Object.keys(facts).sort()).toEqual([...FACTS].sort())
        for (const fact of FACTS) expect(typeof facts[fact], fact).toBe("boolean")
      }).pipe(Effect.provide(layer)))

    it.effect("gives the same facts on every read", () =>
      Effect.gen(function* () {
        const first = yield* Platform
        const second = yield* Platform
        expect(second).toEqual(first)
      }).pipe(Effect.provide(layer)))
  })
