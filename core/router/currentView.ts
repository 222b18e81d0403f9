import { Effect, Ref } from "effect"
import { Router } from "../services/Router.js"
import type { ViewName } from "./ViewName.js"

/** The view on top of the history: the one shown. Connect if the history is somehow empty. */
export const currentView: Effect.Effect<ViewName, never, Router> = Effect.gen(function* () {
  const router = yield* Router
  const history = yield* Ref.get(router.history)
  return history.at(-1)?.view ?? "Connect"
})
