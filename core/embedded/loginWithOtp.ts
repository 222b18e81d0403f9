import { Effect } from "effect"
import type { Otp } from "../../schemas/Forms.js"
import { frameTimeoutAlerts } from "../frame/alertFrameTimeout.js"
import { sendFrameRequest } from "../frame/sendFrameRequest.js"
import { completeEmbeddedLogin } from "./completeEmbeddedLogin.js"

/**
 * Sends the emailed code (CONNECT_OTP, WIRE §4.6), then connects the embedded wallet. A code the
 * frame refuses fails with its FrameError and the view stays, so the user can try again.
 */
export const loginWithOtp = Effect.fn("embedded.loginWithOtp")(function* (otp: typeof Otp.Type) {
  yield* sendFrameRequest({ type: "@w3m-app/CONNECT_OTP", payload: { otp } }, yield* frameTimeoutAlerts)
  return yield* completeEmbeddedLogin
})
