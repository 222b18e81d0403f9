import { Effect } from "effect"
import type { Email } from "../../schemas/Forms.js"
import { recordLoginSuccess } from "../frame/recordLoginSuccess.js"
import { reset } from "../router/reset.js"
import { awaitEmailChanged } from "./awaitEmailChanged.js"
import { showEmbeddedLogin } from "./showEmbeddedLogin.js"

/**
 * The end of an email update (SPEC §4): once the frame reports the user with the new address
 * (awaitEmailChanged), the login cache keeps it as a login's success does (`@appkit-wallet/EMAIL`,
 * the email login time cleared, WIRE §4.8), the account state shows it (showEmbeddedLogin) and the
 * modal goes back to Account.
 */
export const finishEmailUpdate = Effect.fn("embedded.finishEmailUpdate")(function* (email: typeof Email.Type) {
  const user = yield* awaitEmailChanged(email)
  yield* recordLoginSuccess(user.email)
  yield* showEmbeddedLogin
  yield* reset("Account")
})
