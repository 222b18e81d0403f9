import { Effect, Ref } from "effect"
import { Alerts } from "../services/Alerts.js"

/** Hides the banner and cancels a banner still waiting to show. */
export const closeSnackbar = Effect.gen(function* () {
  const { snackbar } = yield* Alerts
  yield* Ref.update(snackbar, (current) => ({ ...current, open: false, id: current.id + 1 }))
}).pipe(Effect.withSpan("alerts.closeSnackbar"))
