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

/** The host's setting, the project's answer, and what follows: the setting, the requests, an event's fate. */
const CASES: ReadonlyArray<readonly [string, boolean, Answer, boolean, number, "Sent" | "Disabled"]> = [
  ["with analytics on, asks the catalogue and its answer applies: off", true, { status: 200, body: { isAnalyticsEnabled: false } }, false, 1, "Disabled"],
  ["with analytics on, an answer of on keeps events going out", true, { status: 200, body: { isAnalyticsEnabled: true } }, true, 1, "Sent"],
  ["with the host's analytics off, nothing is asked and it stays off", false, { status: 200, body: { isAnalyticsEnabled: true } }, false, 0, "Disabled"],
  ["a server error turns analytics off", true, { status: 500 }, false, 1, "Disabled"],
  ["an unreachable catalogue turns analytics off", true, { unreachable: true }, false, 1, "Disabled"],
  ["an answer of the wrong shape turns analytics off", true, { status: 200, body: { isAnalyticsEnabled: "yes" } }, false, 1, "Disabled"]
]

describe("fetchAnalyticsConfig (WIRE §2.5)", () => {
  for (const [name, hostAnalytics, answer, enabled, requests, event] of CASES) {
    it.effect(name, () => {
      const { layer, asked } = env(hostAnalytics, answer)
      return Effect.gen(function* () {
        expect(yield* fetchAnalyticsConfig).toBe(enabled)
        expect(asked()).toBe(requests)
        expect(yield* click).toBe(event)
      }).pipe(Effect.provide(layer))
    })
  }

  it.effect("without the visitor's consent nothing is asked and no event goes out", () => {
    const api = scriptedApiClient({ "catalogue /getAnalyticsConfig": { status: 200, body: { isAnalyticsEnabled: true } } })
    const layer = Layer.mergeAll(AnalyticsTest.layer({ enabled: true, consent: false }), api.layer, LogTest.layer({ level: "warn" }))
    return Effect.gen(function* () {
      expect(yield* fetchAnalyticsConfig).toBe(false)
      expect(api.calls).toEqual([])
      expect(yield* click).toBe("NoConsent")
    }).pipe(Effect.provide(layer))
  })
})
