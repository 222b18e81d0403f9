import { Effect, FiberSet, Layer, Option, Schema, SubscriptionRef } from "effect"
import { formatUuidV4 } from "../core/analytics/formatUuidV4.js"
import { makeAnalyticsWindow } from "../core/analytics/makeAnalyticsWindow.js"
import { Analytics } from "../core/services/Analytics.js"
import type { PageLocation, TrackedEvent } from "../core/services/Analytics.js"
import { ApiClient } from "../core/services/ApiClient.js"

export interface AnalyticsLiveOptions<R = never> {
  /**
   * Whether the analytics feature is on, read at each event (the host's `features.analytics`,
   * later the project's remote setting). Default: on.
   */
  readonly enabled?: Effect.Effect<boolean, never, R> | undefined
  /** The page events are about. Default: the browser's `location`; none outside a browser. */
  readonly page?: Effect.Effect<Option.Option<PageLocation>> | undefined
}

/** The browser's location, read at each event so client-side navigation is reflected. */
export const browserPage: Effect.Effect<Option.Option<PageLocation>> = Effect.sync(() => {
  const location = (globalThis as { readonly location?: Location }).location
  return location === undefined ? Option.none() : Option.some({ url: location.href, domain: location.hostname })
})

/** `crypto.randomUUID` exists only in secure contexts; random bytes are available everywhere. */
export const randomUuid: Effect.Effect<string> = Effect.sync(() =>
  typeof globalThis.crypto.randomUUID === "function"
    ? globalThis.crypto.randomUUID()
    : formatUuidV4(globalThis.crypto.getRandomValues(new Uint8Array(16)))
)

/**
 * Posts each body to `/e` of the analytics service (the client adds `projectId`, `st`, `sv`). The
 * post runs in the background of the layer's scope, so an event never delays the flow that
 * tracked it; the answer is ignored and a failure is only logged.
 */
export const layer = <R = never>(
  options: AnalyticsLiveOptions<R> = {}
): Layer.Layer<Analytics, never, ApiClient | R> =>
  Layer.scoped(
    Analytics,
    Effect.gen(function* () {
      const api = yield* ApiClient
      const context = yield* Effect.context<R>()
      const inFlight = yield* FiberSet.make<void, never>()
      const sendWindow = yield* makeAnalyticsWindow
      const lastEvent = yield* SubscriptionRef.make(Option.none<TrackedEvent>())
      const enabled = options.enabled ?? Effect.succeed(true)
      return Analytics.of({
        send: (body) =>
          FiberSet.run(
            inFlight,
            api.post({ service: "analytics", path: "/e", body, schema: Schema.Unknown }).pipe(
              Effect.asVoid,
              Effect.catchAll((error) => Effect.logWarning(`Analytics ${body.props.event} not delivered: ${error._tag}`, error))
            )
          ).pipe(Effect.asVoid),
        flush: FiberSet.awaitEmpty(inFlight),
        page: options.page ?? browserPage,
        enabled: Effect.provide(enabled, context),
        newEventId: randomUuid,
        sendWindow,
        lastEvent
      })
    })
  )
