/** The frame learns the app's name and the modal's look (WIRE §4.6), and each theme change after. */
import { describe, expect, it } from "@effect/vitest"
import { Effect, Fiber, Layer, TestClock } from "effect"
import type { AppEvent } from "../../../schemas/AppEvent.js"
import { syncFrameAppearance } from "../../../core/frame/syncFrameAppearance.js"
import { SecureFrame } from "../../../core/services/SecureFrame.js"
import { setThemeMode } from "../../../core/theme/setThemeMode.js"
import { setThemeVariables } from "../../../core/theme/setThemeVariables.js"
import * as SecureFrameTest from "../../../layers/SecureFrameTest.js"
import { SecureFrameScript } from "../../../layers/SecureFrameTest.js"
import { testEnv } from "../router/testEnv.js"
import { FRAME_SRC, frameSaysReady } from "./frameTestEnv.js"

const METADATA = { name: "Shop", description: "A shop", url: "https://shop.example", icons: ["https://shop.example/icon.png"] }

const env = Layer.merge(testEnv({ themeMode: "dark", metadata: METADATA }), SecureFrameTest.layer)

/** Every sync event answered with its success, as the frame does. */
const answerSyncs = (event: AppEvent): ReadonlyArray<unknown> => [{ type: `${event.type.replace("@w3m-app/", "@w3m-frame/")}_SUCCESS`, id: event.id }]

const payloads = Effect.flatMap(SecureFrameScript, (script) =>
  Effect.map(script.sent, (sent) => sent.map((event) => [event.type, "payload" in event ? event.payload : undefined] as const))
)

describe("syncFrameAppearance", () => {
  it.effect("waits for READY, sends the app's data and theme, then the theme again on each change", () =>
    Effect.gen(function* () {
      const script = yield* SecureFrameScript
      yield* script.answerWith(answerSyncs)
      yield* Effect.flatMap(SecureFrame, (frame) => frame.create(FRAME_SRC))
      const fiber = yield* Effect.fork(syncFrameAppearance(() => Effect.void))
      yield* TestClock.adjust("1 minute")
      expect(yield* script.sent).toEqual([])

      yield* frameSaysReady
      yield* TestClock.adjust("500 millis")
      const sent = yield* payloads
      expect(sent[0]?.[0]).toBe("@w3m-app/SYNC_DAPP_DATA")
      expect(sent[0]?.[1]).toMatchObject({ projectId: "test-project", sdkType: "appkit", metadata: METADATA })
      expect((sent[0]?.[1] as { sdkVersion: string }).sdkVersion).toMatch(/^react-/)
      expect(sent[1]).toEqual([
        "@w3m-app/SYNC_THEME",
        { themeMode: "dark", themeVariables: {}, w3mThemeVariables: { "--w3m-accent": "#3396ff", "--w3m-background": "#191a1a" } }
      ])

      yield* setThemeMode("light")
      yield* setThemeVariables({ "--w3m-accent": "#ff0066" })
      yield* TestClock.adjust(0)
      expect((yield* payloads).slice(2)).toEqual([
        ["@w3m-app/SYNC_THEME", { themeMode: "light", themeVariables: {}, w3mThemeVariables: { "--w3m-accent": "#3396ff", "--w3m-background": "#ffffff" } }],
        [
          "@w3m-app/SYNC_THEME",
          {
            themeMode: "light",
            themeVariables: { "--w3m-accent": "#ff0066" },
            w3mThemeVariables: { "--w3m-accent": "#ff0066", "--w3m-background": "#ffffff" }
          }
        ]
      ])
      yield* Fiber.interrupt(fiber)
    }).pipe(Effect.provide(env)))

  it.effect("a sync the frame refuses is logged, and the theme still follows", () =>
    Effect.gen(function* () {
      const script = yield* SecureFrameScript
      yield* script.answerWith((event) => [{ type: `${event.type.replace("@w3m-app/", "@w3m-frame/")}_ERROR`, id: event.id, payload: { message: "nope" } }])
      yield* Effect.flatMap(SecureFrame, (frame) => frame.create(FRAME_SRC))
      yield* frameSaysReady
      const fiber = yield* Effect.fork(syncFrameAppearance(() => Effect.void))
      yield* TestClock.adjust("500 millis")
      yield* setThemeMode("light")
      yield* TestClock.adjust(0)
      expect((yield* payloads).map(([type]) => type)).toEqual(["@w3m-app/SYNC_DAPP_DATA", "@w3m-app/SYNC_THEME", "@w3m-app/SYNC_THEME"])
      expect(fiber.unsafePoll()).toBe(null)
      yield* Fiber.interrupt(fiber)
    }).pipe(Effect.provide(env)))
})
