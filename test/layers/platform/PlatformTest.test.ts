import { describe, expect, it } from "@effect/vitest"
import { Effect } from "effect"
import { Platform } from "../../../core/services/Platform.js"
import * as PlatformTest from "../../../layers/PlatformTest.js"
import { platformContract } from "./platformContract.js"

platformContract("PlatformTest (nothing stated)", PlatformTest.layer())
platformContract("PlatformTest (iPhone in Telegram)", PlatformTest.layer({ isMobile: true, isIos: true, isTelegram: true, isBrowser: true }))

describe("PlatformTest", () => {
  it.effect("returns what it is given and false for the rest", () =>
    Effect.gen(function* () {
      expect(yield* Platform).toEqual({
        isMobile: true,
        isIos: false,
        isAndroid: true,
        isMac: false,
        isSafari: false,
        isTelegram: true,
        isBrowser: true
      })
    }).pipe(Effect.provide(PlatformTest.layer({ isMobile: true, isAndroid: true, isTelegram: true, isBrowser: true }))))

  it.effect("states no platform when given nothing", () =>
    Effect.gen(function* () {
      expect(yield* Platform).toEqual({
        isMobile: false,
        isIos: false,
        isAndroid: false,
        isMac: false,
        isSafari: false,
        isTelegram: false,
        isBrowser: false
      })
    }).pipe(Effect.provide(PlatformTest.layer())))
})
