import { describe, expect, it } from "@effect/vitest"
import { Effect, Layer } from "effect"
import { mainnet } from "doorway-connect/networks"
import { setAnalyticsConsent } from "../../../core/analytics/setAnalyticsConsent.js"
import { trackEvent } from "../../../core/analytics/trackEvent.js"
import { resolveOptions } from "../../../core/config/resolveOptions.js"
import { Options } from "../../../core/services/Options.js"
import * as AnalyticsTest from "../../../layers/AnalyticsTest.js"
import { AnalyticsRecorder } from "../../../layers/AnalyticsTest.js"
import * as LogTest from "../../../layers/LogTest.js"
import { scriptedApiClient } from "../config/scriptedApiClient.js"

/** A page whose visitor has not consented yet; the project has analytics on. */
const env = () => {
  const api = scriptedApiClient({ "catalogue /getAnalyticsConfig": { status: 200, body: { isAnalyticsEnabled: true } } })
  const layer = Layer.mergeAll(
    AnalyticsTest.layer({ consent: false }),
    api.layer,
    LogTest.layer({ level: "warn" }),
    Layer.succeed(Options, resolveOptions({ projectId: "p1", networks: [mainnet] }))
  )
  return { layer, asked: () => api.calls.filter((call) => call.path === "/getAnalyticsConfig").length }
}

const sentEvents = Effect.flatMap(AnalyticsRecorder, (recorder) => Effect.map(recorder.sent, (bodies) => bodies.map((body) => body.props.event)))
const click = trackEvent({ type: "track", event: "CLICK_ALL_WALLETS" })

describe("setAnalyticsConsent", () => {
  it.effect("granted: the project's setting is asked, INITIALIZE sent, and events go out from then on", () => {
    const { layer, asked } = env()
    return Effect.gen(function* () {
      expect(yield* click).toBe("NoConsent")
      expect(asked()).toBe(0)
      yield* setAnalyticsConsent(true)
      expect(asked()).toBe(1)
      expect(yield* click).toBe("Sent")
      expect(yield* sentEvents).toEqual(["INITIALIZE", "CLICK_ALL_WALLETS"])
      // Granted again: nothing new is asked or sent.
      yield* setAnalyticsConsent(true)
      expect(asked()).toBe(1)
      expect(yield* sentEvents).toEqual(["INITIALIZE", "CLICK_ALL_WALLETS"])
    }).pipe(Effect.provide(layer))
  })

  it.effect("withdrawn: nothing leaves the page from the next event on", () => {
    const { layer } = env()
    return Effect.gen(function* () {
      yield* setAnalyticsConsent(true)
      yield* setAnalyticsConsent(false)
      expect(yield* click).toBe("NoConsent")
      expect(yield* sentEvents).toEqual(["INITIALIZE"])
    }).pipe(Effect.provide(layer))
  })
})
