import { Effect } from "effect"
import { showAlert } from "../alerts/showAlert.js"
import { EmbeddedWalletLoadFailed, EmbeddedWalletRequestTimedOut } from "../errors/AlertErrors.js"
import type { Alerts } from "../services/Alerts.js"
import type { Options } from "../services/Options.js"
import type { FrameTimeoutReason, OnFrameTimeout } from "./FrameTimeoutReason.js"

/**
 * The host's timeout callback of the modal (WIRE §4.2): `iframe_load_failed` shows the alert
 * 'Could not load embedded wallet', `iframe_request_timeout` 'Embedded Wallet Request Timed Out' (SPEC §8).
 */
export const alertFrameTimeout = (reason: FrameTimeoutReason): Effect.Effect<void, never, Options | Alerts> =>
  showAlert(reason === "iframe_load_failed" ? new EmbeddedWalletLoadFailed() : new EmbeddedWalletRequestTimedOut()).pipe(
    Effect.withSpan("frame.alertFrameTimeout")
  )

/** `alertFrameTimeout` as the callback the frame programs take, over the caller's services. */
export const frameTimeoutAlerts: Effect.Effect<OnFrameTimeout, never, Options | Alerts> = Effect.map(
  Effect.context<Options | Alerts>(),
  (context) => (reason) => Effect.provide(alertFrameTimeout(reason), context)
)
