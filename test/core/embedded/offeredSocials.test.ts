/**
 * The socials the Connect view offers (SPEC §5), read from the features and a stated platform:
 * inside Telegram iOS leaves out Google, a Mac X, Android Facebook and X; elsewhere all of them,
 * in the order in effect (with no project list, WIRE §2.3's); none when social login is off.
 */
import { describe, expect, it } from "@effect/vitest"
import { Effect, Layer, Ref } from "effect"
import { offeredSocials } from "../../../core/embedded/offeredSocials.js"
import { Features } from "../../../core/services/Features.js"
import type { PlatformFacts } from "../../../core/services/Platform.js"
import * as PlatformTest from "../../../layers/PlatformTest.js"
import { evmEnv } from "../connection/evmTestEnv.js"

const on = (platform: Partial<PlatformFacts>) => Layer.merge(evmEnv().layer, PlatformTest.layer({ isBrowser: true, ...platform }))

describe("offeredSocials (SPEC §5)", () => {
  const table: ReadonlyArray<readonly [string, Partial<PlatformFacts>, ReadonlyArray<string>]> = [
    ["Telegram on iOS: no Google", { isTelegram: true, isIos: true, isMobile: true }, ["x", "discord", "farcaster", "github", "apple", "facebook"]],
    ["Telegram on a Mac: no X", { isTelegram: true, isMac: true }, ["google", "discord", "farcaster", "github", "apple", "facebook"]],
    ["Telegram on Android: no Facebook, no X", { isTelegram: true, isAndroid: true, isMobile: true }, ["google", "discord", "farcaster", "github", "apple"]],
    ["Telegram on Windows: all", { isTelegram: true }, ["google", "x", "discord", "farcaster", "github", "apple", "facebook"]],
    ["Safari on iOS, outside Telegram: all", { isIos: true, isMobile: true, isSafari: true }, ["google", "x", "discord", "farcaster", "github", "apple", "facebook"]]
  ]
  for (const [name, platform, socials] of table) {
    it.effect(name, () =>
      Effect.gen(function* () {
        expect(yield* offeredSocials).toEqual(socials)
      }).pipe(Effect.provide(on(platform)))
    )
  }

  it.effect("keeps the order in effect, and offers none when social login is off", () =>
    Effect.gen(function* () {
      const { state } = yield* Features
      yield* Ref.update(state, (features) => ({ ...features, socials: ["facebook", "x", "github"] as const }))
      expect(yield* offeredSocials).toEqual(["github"])
      yield* Ref.update(state, (features) => ({ ...features, socials: false as const }))
      expect(yield* offeredSocials).toEqual([])
    }).pipe(Effect.provide(on({ isTelegram: true, isAndroid: true, isMobile: true })))
  )
})
