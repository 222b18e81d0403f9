import { Effect, Ref } from "effect"
import { showAlert } from "../alerts/showAlert.js"
import { EmbeddedWalletLoadFailed, EmbeddedWalletRequestTimedOut, UnverifiedDomain } from "../errors/AlertErrors.js"
import type { Alerts } from "../services/Alerts.js"
import { Features } from "../services/Features.js"
import type { Options } from "../services/Options.js"
import type { FrameTimeoutReason, OnFrameTimeout } from "./FrameTimeoutReason.js"

/**
 * Why the frame did not load: on a page whose origin the project's allowed origins refused, the
 * secure site will not be framed there (`frame-ancestors`), so the domain is unverified (SPEC §8
 * 'Unverified Domain'); otherwise the frame could not load ('Could not load embedded wallet').
 */
const loadFailure = Effect.map(
  Effect.flatMap(Features, (features) => Ref.get(features.originCheck)),
  (check) => (check._tag === "Refused" && check.error._tag === "OriginNotAllowed" ? new UnverifiedDomain() : new EmbeddedWalletLoadFailed())
)

/**
 * The host's timeout callback of the modal (WIRE §4.2): `iframe_load_failed` shows the alert
 * 'Could not load embedded wallet' (or 'Unverified Domain', see `loadFailure`),
 * `iframe_request_timeout` 'Embedded Wallet Request Timed Out' (SPEC §8).
 */
export const alertFrameTimeout = (reason: FrameTimeoutReason): Effect.Effect<void, never, Options | Alerts | Features> =>
  (reason === "iframe_load_failed" ? loadFailure : Effect.succeed(new EmbeddedWalletRequestTimedOut())).pipe(
    Effect.flatMap(showAlert),
    Effect.withSpan("frame.alertFrameTimeout")
  )

/** `alertFrameTimeout` as the callback the frame programs take, over the caller's services. */
export const frameTimeoutAlerts: Effect.Effect<OnFrameTimeout, never, Options | Alerts | Features> = Effect.map(
  Effect.context<Options | Alerts | Features>(),
  (context) => (reason) => Effect.provide(alertFrameTimeout(reason), context)
)
