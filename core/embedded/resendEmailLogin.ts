import { Effect } from "effect"
import type { Email } from "../../schemas/Forms.js"
import { frameTimeoutAlerts } from "../frame/alertFrameTimeout.js"
import { connectEmail } from "../frame/connectEmail.js"
import { completeEmailLogin } from "./completeEmailLogin.js"
import { rejectOnModalClose } from "./rejectOnModalClose.js"

/** What a resend mailed, as the frame's next action says (WIRE §4.4 CONNECT_EMAIL_SUCCESS). */
export type ResentMail = "ApprovalLink" | "Code" | "LoggedIn"

/**
 * Resend on EmailLogin (WIRE §4.6): CONNECT_EMAIL again, refused within 30 s of the last request
 * ('Please try again after N seconds', SPEC §5). The secure site mails what the login needs next,
 * and its answer says which: VERIFY_DEVICE a new approval link (the device step waits for it),
 * VERIFY_OTP a code, CONNECT none, the login is authorised and the wallet connects at once.
 */
export const resendEmailLogin = Effect.fn("embedded.resendEmailLogin")(function* (email: typeof Email.Type) {
  const onTimeout = yield* frameTimeoutAlerts
  const action = yield* rejectOnModalClose(connectEmail(email, onTimeout))
  if (action === "CONNECT") yield* completeEmailLogin
  const mailed: ResentMail = action === "CONNECT" ? "LoggedIn" : action === "VERIFY_DEVICE" ? "ApprovalLink" : "Code"
  return mailed
})
