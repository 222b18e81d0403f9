import { describe, expect, it } from "@effect/vitest"
import { Effect, Layer } from "effect"
import { fetchAnalyticsConfig } from "../../../core/analytics/fetchAnalyticsConfig.js"
import { trackEvent } from "../../../core/analytics/trackEvent.js"
import * as AnalyticsTest from "../../../layers/AnalyticsTest.js"
import * as LogTest from "../../../layers/LogTest.js"
import { scriptedApiClient } from "../config/scriptedApiClient.js"
import type { Answer } from "../config/scriptedApiClient.js"

/** Analytics as the host set it, and the project's answer to `/getAnalyticsConfig`. */
const env = (hostAnalytics: boolean, answer: Answer) => {
  const api = scriptedApiClient({ "catalogue /getAnalyticsConfig": answer })
  const layer = Layer.mergeAll(AnalyticsTest.layer({ enabled: hostAnalytics }), api.layer, LogTest.layer({ level: "warn" }))
  return { layer, asked: () => api.calls.filter((call) => call.path === "/getAnalyticsConfig").length }
}

const click = trackEvent({ type: "track", event: "CLICK_ALL_WALLETS" })

describe("fetchAnalyticsConfig (WIRE §2.5)", () => {
  it.effect("with analytics on, asks the catalogue and its answer applies: off", () => {
    const { layer, asked } = env(true, { status: 200, body: { isAnalyticsEnabled: false } })
    return Effect.gen(function* () {
      expect(yield* fetchAnalyticsConfig).toBe(false)
      expect(asked()).toBe(1)
      expect(yield* click).toBe("Disabled")
    }).pipe(Effect.provide(layer))
  })

  it.effect("with analytics on, an answer of on keeps events going out", () => {
    const { layer, asked } = env(true, { status: 200, body: { isAnalyticsEnabled: true } })
    return Effect.gen(function* () {
      expect(yield* fetchAnalyticsConfig).toBe(true)
      expect(asked()).toBe(1)
      expect(yield* click).toBe("Sent")
    }).pipe(Effect.provide(layer))
  })

  it.effect("with the host's analytics off, nothing is asked and it stays off", () => {
    const { layer, asked } = env(false, { status: 200, body: { isAnalyticsEnabled: true } })
    return Effect.gen(function* () {
      expect(yield* fetchAnalyticsConfig).toBe(false)
      expect(asked()).toBe(0)
      expect(yield* click).toBe("Disabled")
    }).pipe(Effect.provide(layer))
  })

  for (const [what, answer] of [
    ["a server error", { status: 500 }],
    ["an unreachable catalogue", { unreachable: true }],
    ["an answer of the wrong shape", { status: 200, body: { isAnalyticsEnabled: "yes" } }]
  ] as const) {
    it.effect(`${what} turns analytics off`, () => {
      const { layer, asked } = env(true, answer)
      return Effect.gen(function* () {
        expect(yield* fetchAnalyticsConfig).toBe(false)
        expect(asked()).toBe(1)
        expect(yield* click).toBe("Disabled")
      }).pipe(Effect.provide(layer))
    })
  }
})
