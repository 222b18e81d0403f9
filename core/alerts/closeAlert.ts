import { Effect, Ref } from "effect"
import { Alerts } from "../services/Alerts.js"

/** Hides the alert; its text stays so the shell can animate it out. */
export const closeAlert = Effect.gen(function* () {
  const alerts = yield* Alerts
  yield* Ref.update(alerts.alert, (alert) => ({ ...alert, open: false }))
}).pipe(Effect.withSpan("alerts.closeAlert"))
