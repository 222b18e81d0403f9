import { Effect } from "effect"
import type { Email } from "../../schemas/Forms.js"
import { checkEmailCooldown, startEmailCooldown } from "./checkEmailCooldown.js"
import type { OnFrameTimeout } from "./FrameTimeoutReason.js"
import { sendFrameRequest } from "./sendFrameRequest.js"
import { withLoginRefusals } from "./typedLoginRefusal.js"

/**
 * Asks the frame to email a login code (WIRE §4.6): refused within 30 s of the last request, and
 * the cool-down restarts when the frame answers. Gives the next step: VERIFY_DEVICE, VERIFY_OTP or
 * CONNECT. The secure site keeps its own limits (its 30 s, locks, the address's length), refused
 * with their typed errors.
 */
export const connectEmail = Effect.fn("frame.connectEmail")(function* (email: typeof Email.Type, onTimeout: OnFrameTimeout) {
  yield* checkEmailCooldown
  const { action } = yield* withLoginRefusals(sendFrameRequest({ type: "@w3m-app/CONNECT_EMAIL", payload: { email } }, onTimeout))
  yield* startEmailCooldown
  return action
})
