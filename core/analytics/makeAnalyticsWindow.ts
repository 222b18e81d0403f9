import { Ref } from "effect"
import type { Effect } from "effect"
import type { AnalyticsWindow } from "../services/Analytics.js"

/** An empty throttle window; each Analytics layer build makes its own. */
export const makeAnalyticsWindow: Effect.Effect<Ref.Ref<AnalyticsWindow>> = Ref.make<AnalyticsWindow>({ track: [], error: [] })
