import { Effect } from "effect"
import type { Email } from "../../schemas/Forms.js"
import { connectEmail } from "../frame/connectEmail.js"
import type { OnFrameTimeout } from "../frame/FrameTimeoutReason.js"
import { sendFrameRequest } from "../frame/sendFrameRequest.js"
import { finishEmbeddedLogin } from "./finishEmbeddedLogin.js"
import type { UserRequest } from "./fetchEmbeddedUser.js"
import type { EmbeddedLoginStep } from "./EmbeddedLoginStep.js"

/**
 * Starts an email login (WIRE §4.6) and follows the frame's next action: VERIFY_DEVICE sends
 * CONNECT_DEVICE, which answers once the user approved the device from the email, then a code is
 * awaited; VERIFY_OTP awaits a code; CONNECT is already authorised and finishes the login at once.
 */
export const startEmailLogin = Effect.fn("embedded.startEmailLogin")(function* (
  email: typeof Email.Type,
  request: UserRequest,
  onTimeout: OnFrameTimeout
) {
  const action = yield* connectEmail(email, onTimeout)
  if (action === "CONNECT") return { _tag: "LoggedIn", user: yield* finishEmbeddedLogin(request, onTimeout) } satisfies EmbeddedLoginStep
  if (action === "VERIFY_DEVICE") yield* sendFrameRequest({ type: "@w3m-app/CONNECT_DEVICE" }, onTimeout)
  return { _tag: "AwaitingOtp" } satisfies EmbeddedLoginStep
})
