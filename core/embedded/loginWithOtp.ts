import { Cause, Effect, Exit, Option } from "effect"
import type { Otp } from "../../schemas/Forms.js"
import { frameTimeoutAlerts } from "../frame/alertFrameTimeout.js"
import { clearLoginCache } from "../frame/clearLoginCache.js"
import { sendFrameRequest } from "../frame/sendFrameRequest.js"
import { signOutOfFrame } from "../frame/signOutOfFrame.js"
import { withLoginRefusals } from "../frame/typedLoginRefusal.js"
import { completeEmailLogin } from "./completeEmailLogin.js"
import { rejectOnModalClose } from "./rejectOnModalClose.js"

/** The code's answer was not awaited: the visitor closed the modal, or left the view. */
const abandoned = (exit: Exit.Exit<unknown, { readonly _tag: string }>): boolean =>
  Exit.isInterrupted(exit) ||
  (Exit.isFailure(exit) && Option.exists(Cause.failureOption(exit.cause), (error) => error._tag === "ModalClosed"))

/**
 * Sends the emailed code (CONNECT_OTP, WIRE §4.6), then connects the embedded wallet. A code the
 * frame refuses fails with its FrameError and the view stays, so the user can try again; the
 * secure site's limits fail with their typed errors (WrongCodesLocked with the lock's end,
 * LoginCodeExpired).
 * Closing the modal before the frame answers rejects the login with ModalClosed (SPEC §4); as the
 * frame may still accept the code, the wallet is signed out, so no login is left half made.
 */
export const loginWithOtp = Effect.fn("embedded.loginWithOtp")(function* (otp: typeof Otp.Type) {
  const onTimeout = yield* frameTimeoutAlerts
  yield* rejectOnModalClose(withLoginRefusals(sendFrameRequest({ type: "@w3m-app/CONNECT_OTP", payload: { otp } }, onTimeout))).pipe(
    Effect.onExit((exit) => (abandoned(exit) ? signOutOfFrame(onTimeout).pipe(Effect.catchAll(() => clearLoginCache)) : Effect.void))
  )
  return yield* completeEmailLogin
})
