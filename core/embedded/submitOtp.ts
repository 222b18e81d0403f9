import { Effect } from "effect"
import type { OnFrameTimeout } from "../frame/FrameTimeoutReason.js"
import { sendFrameRequest } from "../frame/sendFrameRequest.js"
import { finishEmbeddedLogin } from "./finishEmbeddedLogin.js"
import type { UserRequest } from "./fetchEmbeddedUser.js"
import type { EmbeddedLoginStep } from "./EmbeddedLoginStep.js"

/**
 * Sends the emailed code (CONNECT_OTP, WIRE §4.6), then finishes the login. A code the frame
 * refuses fails with its FrameError and the login stays where it is, so the user can try again.
 */
export const submitOtp = Effect.fn("embedded.submitOtp")(function* (otp: string, request: UserRequest, onTimeout: OnFrameTimeout) {
  yield* sendFrameRequest({ type: "@w3m-app/CONNECT_OTP", payload: { otp } }, onTimeout)
  return { _tag: "LoggedIn", user: yield* finishEmbeddedLogin(request, onTimeout) } satisfies EmbeddedLoginStep
})
