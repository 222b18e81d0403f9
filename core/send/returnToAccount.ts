import { Effect, Ref } from "effect"
import { routeEntry } from "../router/RouteEntry.js"
import type { RouteEntry } from "../router/RouteEntry.js"
import { Router } from "../services/Router.js"

/** The history back to its last Account entry; Account in place of the current view when there is none. */
export const backToAccount = (history: ReadonlyArray<RouteEntry>): ReadonlyArray<RouteEntry> => {
  for (let index = history.length - 1; index >= 0; index -= 1) {
    if (history[index]?.view === "Account") return history.slice(0, index + 1)
  }
  return [...history.slice(0, -1), routeEntry("Account")]
}

/** SPEC §2: after a send the flow returns to Account. */
export const returnToAccount = Effect.flatMap(Router, ({ history }) => Ref.update(history, backToAccount)).pipe(
  Effect.withSpan("send.returnToAccount")
)
