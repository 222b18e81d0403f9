import { Effect } from "effect"
import type { Email } from "../../schemas/Forms.js"
import { checkEmailCooldown, startEmailCooldown } from "./checkEmailCooldown.js"
import type { OnFrameTimeout } from "./FrameTimeoutReason.js"
import { sendFrameRequest } from "./sendFrameRequest.js"

/**
 * Asks the frame to change the user's email (WIRE §4.6), under the same 30 s cool-down as a login
 * code. Gives the next step: VERIFY_PRIMARY_OTP or VERIFY_SECONDARY_OTP.
 */
export const updateEmail = Effect.fn("frame.updateEmail")(function* (email: typeof Email.Type, onTimeout: OnFrameTimeout) {
  yield* checkEmailCooldown
  const { action } = yield* sendFrameRequest({ type: "@w3m-app/UPDATE_EMAIL", payload: { email } }, onTimeout)
  yield* startEmailCooldown
  return action
})
