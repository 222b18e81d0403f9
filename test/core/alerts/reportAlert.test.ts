/**
 * A shown error alert is reported to error analytics (SPEC §7 Analytics, WIRE §3.2), at most 5 a
 * minute (SPEC §9): five within 60,000 ms are sent, the sixth is not, and once the first five are
 * a full 60,000 ms old the next one goes again. Info and warning alerts are not errors.
 */
import { describe, expect, it } from "@effect/vitest"
import { Effect, Layer, Ref, TestClock } from "effect"
import { showAlert } from "../../../core/alerts/showAlert.js"
import {
  EmbeddedWalletLoadFailed,
  InvalidProjectId,
  LocalConfigurationIgnored,
  MultiWalletDisabled,
  OriginNotAllowed,
  SessionExpired
} from "../../../core/errors/AlertErrors.js"
import { Alerts } from "../../../core/services/Alerts.js"
import * as AnalyticsTest from "../../../layers/AnalyticsTest.js"
import { testEnv } from "../router/testEnv.js"

const env = (debug = true) => Layer.merge(testEnv({ debug }), AnalyticsTest.layer())

const reports = Effect.flatMap(AnalyticsTest.AnalyticsRecorder, (recorder) => recorder.sent)
const reportedTypes = Effect.map(reports, (bodies) =>
  bodies.map((body) => ("errorType" in body.props ? `${body.props.event} ${body.props.errorType}: ${body.props.errorMessage}` : body.props.event))
)

describe("showAlert reports error alerts", () => {
  it.effect("reports the alert's error with the text the visitor reads, under its category", () =>
    Effect.gen(function* () {
      yield* showAlert(new OriginNotAllowed({}))
      yield* showAlert(new EmbeddedWalletLoadFailed())
      expect((yield* Ref.get((yield* Alerts).alert)).message).toBe("Could not load embedded wallet")
      expect(yield* reportedTypes).toEqual([
        "API_ERROR OriginNotAllowed: Origin Not Allowed",
        "SECURE_SITE_ERROR EmbeddedWalletLoadFailed: Could not load embedded wallet"
      ])
    }).pipe(Effect.provide(env())))

  it.effect("sends 5 within 60,000 ms, not the 6th at 59,999 ms, and again at 60,000 ms", () =>
    Effect.gen(function* () {
      for (let index = 0; index < 5; index++) yield* showAlert(new SessionExpired())
      expect((yield* reports).length).toBe(5)
      yield* TestClock.adjust("59999 millis")
      yield* showAlert(new InvalidProjectId())
      // The sixth still shows; only its report is dropped.
      expect((yield* Ref.get((yield* Alerts).alert)).message).toBe("Invalid Project ID")
      expect((yield* reports).length).toBe(5)
      yield* TestClock.adjust("1 millis")
      yield* showAlert(new InvalidProjectId())
      expect((yield* reportedTypes).at(-1)).toBe("API_ERROR InvalidProjectId: Invalid Project ID")
      expect((yield* reports).length).toBe(6)
    }).pipe(Effect.provide(env())))

  it.effect("an info or warning alert is not reported", () =>
    Effect.gen(function* () {
      yield* showAlert(new MultiWalletDisabled())
      yield* showAlert(new LocalConfigurationIgnored({ features: ["features.email"] }))
      expect(yield* reports).toEqual([])
    }).pipe(Effect.provide(env())))

  it.effect("an alert hidden by debug off is neither shown nor reported", () =>
    Effect.gen(function* () {
      yield* showAlert(new OriginNotAllowed({}))
      expect(yield* reports).toEqual([])
    }).pipe(Effect.provide(env(false))))
})
