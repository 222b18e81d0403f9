import { describe, expect, it } from "@effect/vitest"
import { Effect, Option, Ref, Schema, TestClock } from "effect"
import type { Layer } from "effect"
import { reportError } from "../../../core/analytics/reportError.js"
import { trackEvent } from "../../../core/analytics/trackEvent.js"
import { Analytics } from "../../../core/services/Analytics.js"
import type { PageLocation } from "../../../core/services/Analytics.js"
import { AnalyticsRecorder } from "../../../layers/AnalyticsTest.js"
import { TelemetryErrorBody, TrackEventBody } from "../../../schemas/AnalyticsEvent.js"
import type { AnalyticsEventProps } from "../../../schemas/AnalyticsEventCatalogue.js"

export interface ContractOptions {
  readonly enabled: boolean
  /** The visitor's consent to telemetry; the suite gives it unless a test is about its absence. */
  readonly consent: boolean
  readonly page: PageLocation | null
}

export const contractPage: PageLocation = { url: "https://dapp.example/swap?from=eth", domain: "dapp.example" }

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

const modalOpen: AnalyticsEventProps = { type: "track", event: "MODAL_OPEN", properties: { connected: false } }
const initialize: AnalyticsEventProps = {
  type: "track",
  event: "INITIALIZE",
  properties: { networks: [1, "5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp"], projectId: "p1" }
}

/** Every body handed over so far, once delivered. */
const delivered = Effect.gen(function* () {
  yield* (yield* Analytics).flush
  return yield* (yield* AnalyticsRecorder).sent
})

const events = Effect.map(delivered, (bodies) => bodies.map((body) => body.props.event))

/**
 * What every analytics sink must do with the rules of core/analytics. `makeLayer` builds a fresh
 * sink whose `AnalyticsRecorder` sees what was delivered.
 */
export const analyticsContract = (
  name: string,
  makeLayer: (options: ContractOptions) => Layer.Layer<Analytics | AnalyticsRecorder>
) =>
  describe(`${name} (analytics contract)`, () => {
    const on = makeLayer({ enabled: true, consent: true, page: contractPage })
    const off = () => makeLayer({ enabled: false, consent: true, page: contractPage })

    it.effect("sends a tracked event with a UUID v4, the page and the clock's time", () =>
      Effect.gen(function* () {
        yield* TestClock.adjust("1234 millis")
        expect(yield* trackEvent({ ...modalOpen, address: "0xabc" })).toBe("Sent")
        const [body, ...rest] = yield* delivered
        expect(rest).toEqual([])
        const decoded = Schema.decodeUnknownSync(TrackEventBody)(body)
        expect(decoded.eventId).toMatch(UUID_V4)
        expect(decoded).toEqual({
          eventId: decoded.eventId,
          url: contractPage.url,
          domain: contractPage.domain,
          timestamp: 1234,
          props: { type: "track", event: "MODAL_OPEN", properties: { connected: false }, address: "0xabc" }
        })
      }).pipe(Effect.provide(on)))

    it.effect("gives every event its own id", () =>
      Effect.gen(function* () {
        for (let index = 0; index < 3; index++) yield* trackEvent(modalOpen)
        const ids = (yield* delivered).map((body) => body.eventId)
        expect(new Set(ids).size).toBe(3)
      }).pipe(Effect.provide(makeLayer({ enabled: true, consent: true, page: contractPage }))))

    it.effect("sends 5 events in a window and drops the sixth", () =>
      Effect.gen(function* () {
        for (let index = 0; index < 5; index++) {
          expect(yield* trackEvent(modalOpen)).toBe("Sent")
          yield* TestClock.adjust("1 second")
        }
        expect(yield* trackEvent({ type: "track", event: "CLICK_NETWORKS" })).toBe("Throttled")
        expect(yield* events).toEqual(Array(5).fill("MODAL_OPEN"))
      }).pipe(Effect.provide(makeLayer({ enabled: true, consent: true, page: contractPage }))))

    it.effect("frees the window exactly 60 s after the first send, one slot at a time", () =>
      Effect.gen(function* () {
        // sends at 0 s, 10 s, 20 s, 30 s, 40 s
        for (let index = 0; index < 5; index++) {
          yield* trackEvent(modalOpen)
          yield* TestClock.adjust("10 seconds")
        }
        yield* TestClock.adjust("9999 millis") // 59.999 s
        expect(yield* trackEvent(modalOpen)).toBe("Throttled")
        yield* TestClock.adjust("1 millis") // 60 s: the send at 0 s leaves the window
        expect(yield* trackEvent(modalOpen)).toBe("Sent")
        expect(yield* trackEvent(modalOpen)).toBe("Throttled")
        yield* TestClock.adjust("10 seconds") // 70 s: the send at 10 s leaves
        expect(yield* trackEvent(modalOpen)).toBe("Sent")
        const times = (yield* delivered).map((body) => body.timestamp)
        expect(times).toEqual([0, 10_000, 20_000, 30_000, 40_000, 60_000, 70_000])
      }).pipe(Effect.provide(makeLayer({ enabled: true, consent: true, page: contractPage }))))

    it.effect("records the last tracked event even when it is not sent", () =>
      Effect.gen(function* () {
        const lastEvent = (yield* Analytics).lastEvent
        expect(yield* Ref.get(lastEvent)).toEqual(Option.none())
        yield* TestClock.adjust("5 seconds")
        expect(yield* trackEvent(modalOpen)).toBe("Disabled")
        expect(yield* Ref.get(lastEvent)).toEqual(Option.some({ timestamp: 5000, data: modalOpen }))
        yield* trackEvent({ type: "track", event: "MODAL_CREATED" })
        expect(Option.map(yield* Ref.get(lastEvent), (e) => e.data.event)).toEqual(Option.some("MODAL_CREATED"))
      }).pipe(Effect.provide(off())))

    it.effect("sends nothing without the visitor's consent, INITIALIZE and error reports included, then everything once given", () =>
      Effect.gen(function* () {
        expect(yield* trackEvent(initialize)).toBe("NoConsent")
        expect(yield* trackEvent(modalOpen)).toBe("NoConsent")
        expect(yield* reportError("INTERNAL_SDK_ERROR", new Error("boom"))).toBe("NoConsent")
        expect(yield* events).toEqual([])
        yield* Ref.set((yield* Analytics).consent, true)
        expect(yield* trackEvent(modalOpen)).toBe("Sent")
        expect(yield* reportError("INTERNAL_SDK_ERROR", new Error("boom"))).toBe("Sent")
        expect(yield* events).toEqual(["MODAL_OPEN", "INTERNAL_SDK_ERROR"])
        yield* Ref.set((yield* Analytics).consent, false)
        expect(yield* trackEvent(modalOpen)).toBe("NoConsent")
        expect(yield* events).toEqual(["MODAL_OPEN", "INTERNAL_SDK_ERROR"])
      }).pipe(Effect.provide(makeLayer({ enabled: true, consent: false, page: contractPage }))))

    it.effect("sends nothing with analytics off, except INITIALIZE", () =>
      Effect.gen(function* () {
        expect(yield* trackEvent(modalOpen)).toBe("Disabled")
        expect(yield* trackEvent(initialize)).toBe("Sent")
        expect(yield* events).toEqual(["INITIALIZE"])
        const [body] = yield* delivered
        expect(body?.props).toEqual(initialize)
      }).pipe(Effect.provide(off())))

    it.effect("does not count events it did not send against the window", () =>
      Effect.gen(function* () {
        for (let index = 0; index < 10; index++) expect(yield* trackEvent(modalOpen)).toBe("Disabled")
        for (let index = 0; index < 5; index++) expect(yield* trackEvent(initialize)).toBe("Sent")
      }).pipe(Effect.provide(off())))

    it.effect("never sends MODAL_CREATED", () =>
      Effect.gen(function* () {
        expect(yield* trackEvent({ type: "track", event: "MODAL_CREATED" })).toBe("Excluded")
        expect(yield* delivered).toEqual([])
      }).pipe(Effect.provide(on)))

    it.effect("sends nothing outside a browser", () =>
      Effect.gen(function* () {
        expect(yield* trackEvent(initialize)).toBe("NoPage")
        expect(yield* reportError("API_ERROR", new Error("x"))).toBe("NoPage")
        expect(yield* delivered).toEqual([])
      }).pipe(Effect.provide(makeLayer({ enabled: true, consent: true, page: null }))))

    it.effect("reports an error with an ISO timestamp and the error's name, message and stack", () =>
      Effect.gen(function* () {
        yield* TestClock.adjust("2 seconds")
        const error = new TypeError("bad shape")
        expect(yield* reportError("DATA_PARSING_ERROR", error)).toBe("Sent")
        const [body] = yield* delivered
        const decoded = Schema.decodeUnknownSync(TelemetryErrorBody)(body)
        expect(decoded.eventId).toMatch(UUID_V4)
        expect(decoded).toEqual({
          eventId: decoded.eventId,
          url: contractPage.url,
          domain: contractPage.domain,
          timestamp: "1970-01-01T00:00:02.000Z",
          props: {
            type: "error",
            event: "DATA_PARSING_ERROR",
            errorType: "TypeError",
            errorMessage: "bad shape",
            stackTrace: error.stack
          }
        })
      }).pipe(Effect.provide(makeLayer({ enabled: true, consent: true, page: contractPage }))))

    it.effect("limits error reports on their own window", () =>
      Effect.gen(function* () {
        for (let index = 0; index < 5; index++) {
          expect(yield* reportError("API_ERROR", new Error(`#${index}`))).toBe("Sent")
        }
        expect(yield* reportError("API_ERROR", new Error("one too many"))).toBe("Throttled")
        // tracked events keep their own budget
        expect(yield* trackEvent(modalOpen)).toBe("Sent")
        yield* TestClock.adjust("60 seconds")
        expect(yield* reportError("API_ERROR", new Error("later"))).toBe("Sent")
        expect((yield* delivered).length).toBe(7)
      }).pipe(Effect.provide(makeLayer({ enabled: true, consent: true, page: contractPage }))))

    it.effect("sends no error reports with analytics off", () =>
      Effect.gen(function* () {
        expect(yield* reportError("SECURE_SITE_ERROR", new Error("x"))).toBe("Disabled")
        expect(yield* delivered).toEqual([])
      }).pipe(Effect.provide(off())))

    it.effect("gives each layer build its own window", () =>
      Effect.gen(function* () {
        const fill = Effect.gen(function* () {
          const outcomes: Array<string> = []
          for (let index = 0; index <= 5; index++) outcomes.push(yield* trackEvent(modalOpen))
          return outcomes
        })
        const first = yield* fill.pipe(Effect.provide(makeLayer({ enabled: true, consent: true, page: contractPage })))
        const second = yield* fill.pipe(Effect.provide(makeLayer({ enabled: true, consent: true, page: contractPage })))
        expect(first).toEqual(second)
        expect(first.at(-1)).toBe("Throttled")
      }))
  })
