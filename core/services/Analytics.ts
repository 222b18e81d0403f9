import { Context } from "effect"
import type { Effect, Option, Ref } from "effect"
import type { AnalyticsRequestBody } from "../../schemas/AnalyticsEvent.js"
import type { AnalyticsEventProps } from "../../schemas/AnalyticsEventCatalogue.js"
import type { HttpRequestError } from "../errors/HttpErrors.js"
import type { StateRef } from "../state/StateRef.js"

/** The page an event is about (WIRE §3.1 `url` and `domain`). */
export interface PageLocation {
  readonly url: string
  readonly domain: string
}

/** Send times (epoch ms) inside the current window, per kind of body: the throttle's state. */
export interface AnalyticsWindow {
  readonly track: ReadonlyArray<number>
  readonly error: ReadonlyArray<number>
}

/** The last event the modal tracked, whether or not it was sent (what `useAppKitEvents` shows). */
export interface TrackedEvent {
  readonly timestamp: number
  readonly data: AnalyticsEventProps
}

/**
 * The analytics sink (`POST /e`, WIRE §3) and what the analytics rules need from the page. Each
 * instance owns its throttle window, so two modals on one page never share a budget.
 */
export class Analytics extends Context.Tag("doorway/Analytics")<
  Analytics,
  {
    /** Hands a body over for delivery and returns; delivery failures are logged, never raised. */
    readonly send: (body: AnalyticsRequestBody) => Effect.Effect<void>
    /** Waits until every body handed over so far has been delivered or given up. */
    readonly flush: Effect.Effect<void>
    /** The current page; `None` outside a browser, where nothing is sent. */
    readonly page: Effect.Effect<Option.Option<PageLocation>>
    /**
     * Whether the analytics feature is on (`INITIALIZE` is sent either way): the host's
     * `features.analytics` until the project's answer (`fetchAnalyticsConfig`) replaces it.
     */
    readonly enabled: Ref.Ref<boolean>
    /**
     * Whether the host has the visitor's consent to telemetry: until it does, no event, error
     * report or analytics setting request leaves the page (the host's `analyticsConsent`, then
     * `setAnalyticsConsent`).
     */
    readonly consent: Ref.Ref<boolean>
    /** A fresh random UUID v4 for each body; fails when the code that makes it cannot be loaded. */
    readonly newEventId: Effect.Effect<string, HttpRequestError>
    readonly sendWindow: Ref.Ref<AnalyticsWindow>
    /** The newest tracked event, recorded even when analytics is off or the event is dropped. */
    readonly lastEvent: StateRef<Option.Option<TrackedEvent>>
  }
>() {}
