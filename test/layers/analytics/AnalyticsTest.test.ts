import { describe, expect, it } from "@effect/vitest"
import { Effect } from "effect"
import { trackEvent } from "../../../core/analytics/trackEvent.js"
import * as AnalyticsTest from "../../../layers/AnalyticsTest.js"
import { AnalyticsRecorder } from "../../../layers/AnalyticsTest.js"
import { analyticsContract } from "./analyticsContract.js"

analyticsContract("AnalyticsTest", (options) => AnalyticsTest.layer(options))

describe("AnalyticsTest", () => {
  it.effect("numbers its event ids so tests can predict them", () =>
    Effect.gen(function* () {
      yield* trackEvent({ type: "track", event: "CLICK_NETWORKS" })
      yield* trackEvent({ type: "track", event: "CLICK_GET_WALLET" })
      const sent = yield* (yield* AnalyticsRecorder).sent
      expect(sent.map((body) => body.eventId)).toEqual([
        "00000000-0000-4000-8000-000000000001",
        "00000000-0000-4000-8000-000000000002"
      ])
      expect(sent[0]?.url).toBe(AnalyticsTest.defaultTestPage.url)
    }).pipe(Effect.provide(AnalyticsTest.layer())))
})
