import { Effect, Ref } from "effect"
import { Router } from "../services/Router.js"
import { routeEntry, type RouteData } from "./RouteEntry.js"
import type { ViewName } from "./ViewName.js"

/** Shows `view` on top of the history. Pushing the view already shown does nothing. */
export const push = Effect.fn("router.push")(function* (view: ViewName, data?: RouteData) {
  const router = yield* Router
  yield* Ref.update(router.history, (history) =>
    history.at(-1)?.view === view ? history : [...history, routeEntry(view, data)]
  )
})
