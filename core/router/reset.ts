import { Effect, Ref } from "effect"
import { Router } from "../services/Router.js"
import { routeEntry, type RouteData } from "./RouteEntry.js"
import type { ViewName } from "./ViewName.js"

/** Starts a new history holding only `view`. */
export const reset = Effect.fn("router.reset")(function* (view: ViewName, data?: RouteData) {
  const router = yield* Router
  yield* Ref.set(router.history, [routeEntry(view, data)])
})
