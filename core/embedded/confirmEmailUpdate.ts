import { Effect } from "effect"
import type { Otp } from "../../schemas/Forms.js"
import { frameTimeoutAlerts } from "../frame/alertFrameTimeout.js"
import { sendFrameRequest } from "../frame/sendFrameRequest.js"
import { withLoginRefusals } from "../frame/typedLoginRefusal.js"

/**
 * The code mailed to the current address (UPDATE_EMAIL_PRIMARY_OTP, WIRE §4.6). Once it is
 * accepted the secure site mails a code to the new address; a refused code fails with the frame's
 * reason, or the typed error of a login limit (a lock, an expired code), and the step stays.
 */
export const confirmCurrentEmail = Effect.fn("embedded.confirmCurrentEmail")(function* (otp: typeof Otp.Type) {
  yield* withLoginRefusals(sendFrameRequest({ type: "@w3m-app/UPDATE_EMAIL_PRIMARY_OTP", payload: { otp } }, yield* frameTimeoutAlerts))
})

/**
 * The code mailed to the new address (UPDATE_EMAIL_SECONDARY_OTP, WIRE §4.6): once accepted the
 * address is the user's. Gives it as the frame says it; refusals as for the first code.
 */
export const confirmNewEmail = Effect.fn("embedded.confirmNewEmail")(function* (otp: typeof Otp.Type) {
  const { newEmail } = yield* withLoginRefusals(
    sendFrameRequest({ type: "@w3m-app/UPDATE_EMAIL_SECONDARY_OTP", payload: { otp } }, yield* frameTimeoutAlerts)
  )
  return newEmail
})
