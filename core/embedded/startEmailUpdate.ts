import { Effect } from "effect"
import type { Email } from "../../schemas/Forms.js"
import { frameTimeoutAlerts } from "../frame/alertFrameTimeout.js"
import { withLoginRefusals } from "../frame/typedLoginRefusal.js"
import { updateEmail } from "../frame/updateEmail.js"
import { checkEmailUpdateAllowed } from "./emailUpdateRefusal.js"

/**
 * UpdateEmailWallet's submit (SPEC §4, §5, WIRE §4.6): only with an auth connector and the account
 * connected through it (checkEmailUpdateAllowed), then UPDATE_EMAIL with the new address, under the
 * 30 s cool-down of email codes; the secure site's limits fail with their typed errors, any other
 * refusal with its FrameError. Gives the next step: VERIFY_PRIMARY_OTP (a code went to the current
 * address) or VERIFY_SECONDARY_OTP (one went to the new address at once).
 */
export const startEmailUpdate = Effect.fn("embedded.startEmailUpdate")(function* (email: typeof Email.Type) {
  yield* checkEmailUpdateAllowed
  return yield* withLoginRefusals(updateEmail(email, yield* frameTimeoutAlerts))
})
