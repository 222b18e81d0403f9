import { Effect, Ref } from "effect"
import { Router } from "../services/Router.js"
import { routeEntry, type RouteData } from "./RouteEntry.js"
import type { ViewName } from "./ViewName.js"

/** Shows `view` in place of the current one, so going back skips it. Same view: nothing changes. */
export const replace = Effect.fn("router.replace")(function* (view: ViewName, data?: RouteData) {
  const router = yield* Router
  yield* Ref.update(router.history, (history) =>
    history.at(-1)?.view === view ? history : [...history.slice(0, -1), routeEntry(view, data)]
  )
})
