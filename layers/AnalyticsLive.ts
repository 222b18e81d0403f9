import { Effect, Fiber, Layer, Option, Ref, Schema } from "effect"
import type { Scope } from "effect"
import { makeAnalyticsWindow } from "../core/analytics/makeAnalyticsWindow.js"
import { Analytics } from "../core/services/Analytics.js"
import type { PageLocation, TrackedEvent } from "../core/services/Analytics.js"
import { ApiClient } from "../core/services/ApiClient.js"
import type { HttpRequestError } from "../core/errors/HttpErrors.js"
import type * as UuidFormat from "../core/analytics/formatUuidV4.js"
import { onFirstUse } from "./onFirstUse.js"
import { makeStateRef } from "../core/state/makeStateRef.js"

export interface AnalyticsLiveOptions {
  /** Whether the analytics feature is on at start (the host's `features.analytics`). Default: on. */
  readonly enabled?: boolean | undefined
  /** Whether the visitor consented to telemetry at start (the host's `analyticsConsent`). Default: not. */
  readonly consent?: boolean | undefined
  /** The page events are about. Default: the browser's `location`; none outside a browser. */
  readonly page?: Effect.Effect<Option.Option<PageLocation>> | undefined
}

/** The browser's location, read at each event so client-side navigation is reflected. */
export const browserPage: Effect.Effect<Option.Option<PageLocation>> = Effect.sync(() => {
  const location = (globalThis as { readonly location?: Location }).location
  return location === undefined ? Option.none() : Option.some({ url: location.href, domain: location.hostname })
})

/**
 * `crypto.randomUUID` exists only in secure contexts; random bytes are available everywhere, and
 * the code that formats them (`load`) loads only on a page that needs it. When that code cannot be
 * fetched, the id fails with HttpRequestError and the next one tries again.
 */
export const makeRandomUuid = (load: () => Promise<typeof UuidFormat>): Effect.Effect<string, HttpRequestError> => {
  const formatter = onFirstUse(load, "formatUuidV4")
  return Effect.suspend(() =>
    typeof globalThis.crypto.randomUUID === "function"
      ? Effect.succeed(globalThis.crypto.randomUUID())
      : Effect.map(formatter, ({ formatUuidV4 }) => formatUuidV4(globalThis.crypto.getRandomValues(new Uint8Array(16))))
  )
}

export const randomUuid = makeRandomUuid(() => import("../core/analytics/formatUuidV4.js"))

/**
 * Posts each body to `/e` of the analytics service (the client adds `projectId`, `st`, `sv`). The
 * post runs in the background of the scope it is made in, so an event never delays the flow that
 * tracked it; the answer is ignored and a failure is only logged.
 */
export const make = (options: AnalyticsLiveOptions = {}): Effect.Effect<Analytics["Type"], never, ApiClient | Scope.Scope> =>
  Effect.gen(function* () {
    const api = yield* ApiClient
    const scope = yield* Effect.scope
    // The posts under way (a FiberSet would do, but the page would load it at start).
    const inFlight = yield* Ref.make<ReadonlyArray<Fiber.RuntimeFiber<void>>>([])
    const running = (fibers: ReadonlyArray<Fiber.RuntimeFiber<void>>) => fibers.filter((fiber) => fiber.unsafePoll() === null)
    const flush: Effect.Effect<void> = Effect.flatMap(
      Ref.updateAndGet(inFlight, running),
      (fibers) => (fibers.length === 0 ? Effect.void : Effect.zipRight(Fiber.awaitAll(fibers), flush))
    )
    const sendWindow = yield* makeAnalyticsWindow
    const lastEvent = yield* makeStateRef(Option.none<TrackedEvent>())
    const enabled = yield* Ref.make(options.enabled ?? true)
    const consent = yield* Ref.make(options.consent ?? false)
    return Analytics.of({
      send: (body) =>
        api.post({ service: "analytics", path: "/e", body, schema: Schema.Unknown }).pipe(
          Effect.asVoid,
          Effect.catchAll((error) => Effect.logWarning(`Analytics ${body.props.event} not delivered: ${error._tag}`, error)),
          Effect.forkIn(scope),
          Effect.flatMap((fiber) => Ref.update(inFlight, (fibers) => [...running(fibers), fiber]))
        ),
      flush,
      page: options.page ?? browserPage,
      enabled,
      consent,
      newEventId: randomUuid,
      sendWindow,
      lastEvent
    })
  })

/** `make` as a layer: the posts run in the layer's scope. */
export const layer = (options: AnalyticsLiveOptions = {}): Layer.Layer<Analytics, never, ApiClient> =>
  Layer.scoped(Analytics, make(options))
