import { Effect, Ref } from "effect"
import { showAlert } from "../alerts/showAlert.js"
import { OriginNotAllowed } from "../errors/AlertErrors.js"
import type { Alerts } from "../services/Alerts.js"
import type { ApiClient } from "../services/ApiClient.js"
import { Features } from "../services/Features.js"
import { Options } from "../services/Options.js"
import { fetchAllowedOrigins } from "./fetchAllowedOrigins.js"
import { isOriginAllowed } from "./isOriginAllowed.js"
import type { OriginCheck } from "./OriginCheck.js"
import { usesEmbeddedWallet } from "./usesEmbeddedWallet.js"

export type { OriginCheck }

/** Keeps the outcome for the instance's life and passes it on. */
const keep = (features: Features["Type"], outcome: OriginCheck) => Effect.as(Ref.set(features.originCheck, outcome), outcome)

/**
 * At start, when email or social login is on and its login section exists (the embedded wallet
 * works only on allowed origins): checks the page origin against the project's allowed
 * origins (WIRE §2.4) and shows an alert if it is not allowed or the check could not be made.
 * Never fails: a misconfigured project must not stop the modal. `origin` comes from the shell.
 * The outcome is kept in `Features` (it explains a frame that later fails to load).
 */
export const checkAllowedOrigins = Effect.fn("config.checkAllowedOrigins")(function* (origin: string) {
  const featuresService = yield* Features
  const features = yield* Ref.get(featuresService.state)
  const { loginMethods } = yield* Options
  if (!usesEmbeddedWallet(features, loginMethods)) return yield* keep(featuresService, { _tag: "Skipped" })
  const outcome = yield* fetchAllowedOrigins.pipe(
    Effect.map((allowed): OriginCheck =>
      isOriginAllowed(origin, allowed) ? { _tag: "Allowed" } : { _tag: "Refused", error: new OriginNotAllowed({ origin }) }
    ),
    Effect.catchAll((error) => Effect.succeed<OriginCheck>({ _tag: "Refused", error }))
  )
  // Kept before the alert shows: a frame failing meanwhile is already explained.
  yield* keep(featuresService, outcome)
  if (outcome._tag === "Refused") yield* showAlert(outcome.error)
  return outcome
}) satisfies (origin: string) => Effect.Effect<OriginCheck, never, Alerts | ApiClient | Features | Options>
