import { Effect } from "effect"
import type { Email } from "../../schemas/Forms.js"
import { frameTimeoutAlerts } from "../frame/alertFrameTimeout.js"
import { connectEmail } from "../frame/connectEmail.js"
import { push } from "../router/push.js"
import { completeEmailLogin } from "./completeEmailLogin.js"
import { prepareEmbeddedWallet } from "./prepareEmbeddedWallet.js"
import { rejectOnModalClose } from "./rejectOnModalClose.js"

/**
 * The email form's submit (WIRE §4.6): asks the frame to email a code, refused with
 * 'Please try again after N seconds' within 30 s of the last request (SPEC §5, the gate on
 * triggering email). The frame's next action decides the step: VERIFY_DEVICE and VERIFY_OTP open
 * EmailLogin (approve this device first, then the code; or the code at once); CONNECT, a login
 * already authorised, connects the wallet at once. Closing the modal before the frame answers
 * rejects the login with ModalClosed (SPEC §4); nothing was kept by then.
 */
export const beginEmailLogin = Effect.fn("embedded.beginEmailLogin")(function* (email: typeof Email.Type) {
  const onTimeout = yield* frameTimeoutAlerts
  const action = yield* rejectOnModalClose(Effect.zipRight(prepareEmbeddedWallet, connectEmail(email, onTimeout)))
  if (action === "CONNECT") return yield* completeEmailLogin
  yield* push("EmailLogin", { email, verifyDevice: action === "VERIFY_DEVICE" })
})
