import { Context, Effect, Layer, Option, Ref } from "effect"
import { formatUuidV4 } from "../core/analytics/formatUuidV4.js"
import { makeAnalyticsWindow } from "../core/analytics/makeAnalyticsWindow.js"
import { Analytics } from "../core/services/Analytics.js"
import type { PageLocation, TrackedEvent } from "../core/services/Analytics.js"
import type { AnalyticsRequestBody } from "../schemas/AnalyticsEvent.js"
import { makeStateRef } from "../core/state/makeStateRef.js"

/** The bodies an analytics sink received, oldest first. */
export class AnalyticsRecorder extends Context.Tag("doorway/test/AnalyticsRecorder")<
  AnalyticsRecorder,
  { readonly sent: Effect.Effect<ReadonlyArray<AnalyticsRequestBody>> }
>() {}

export interface AnalyticsTestOptions {
  /** Default: on. */
  readonly enabled?: boolean | undefined
  /** Whether the visitor consented to telemetry. Default: consented, so tests of the events see them. */
  readonly consent?: boolean | undefined
  /** Default: `http://localhost:3000/`; `null` behaves as outside a browser. */
  readonly page?: PageLocation | null | undefined
}

export const defaultTestPage: PageLocation = { url: "http://localhost:3000/", domain: "localhost" }

/** Event ids counting up from 1, still shaped as UUID v4, so tests can predict them. */
const counterUuid = (count: number): string =>
  formatUuidV4(Array.from({ length: 16 }, (_, index) => (index >= 12 ? (count >>> ((15 - index) * 8)) & 0xff : 0)))

/** An analytics sink that keeps every body in memory instead of posting it. */
export const layer = (options: AnalyticsTestOptions = {}): Layer.Layer<Analytics | AnalyticsRecorder> =>
  Layer.effectContext(
    Effect.gen(function* () {
      const sent = yield* Ref.make<ReadonlyArray<AnalyticsRequestBody>>([])
      const ids = yield* Ref.make(0)
      const sendWindow = yield* makeAnalyticsWindow
      const lastEvent = yield* makeStateRef(Option.none<TrackedEvent>())
      const enabled = yield* Ref.make(options.enabled ?? true)
      const consent = yield* Ref.make(options.consent ?? true)
      const page = options.page === undefined ? defaultTestPage : options.page
      const analytics = Analytics.of({
        send: (body) => Ref.update(sent, (bodies) => [...bodies, body]),
        flush: Effect.void,
        page: Effect.succeed(Option.fromNullable(page)),
        enabled,
        consent,
        newEventId: Ref.updateAndGet(ids, (count) => count + 1).pipe(Effect.map(counterUuid)),
        sendWindow,
        lastEvent
      })
      return Context.make(Analytics, analytics).pipe(Context.add(AnalyticsRecorder, { sent: Ref.get(sent) }))
    })
  )
