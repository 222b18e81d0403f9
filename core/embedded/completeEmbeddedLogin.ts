import { Effect } from "effect"
import { showSnackbar } from "../alerts/showSnackbar.js"
import { connectWallet } from "../connection/connectWallet.js"
import { AUTH_CONNECTOR_ID } from "../connectors/connectorIds.js"
import { messageOf } from "../errors/catalogue.js"
import { AuthInitializationFailed } from "../errors/EmbeddedWalletErrors.js"
import { frameTimeoutAlerts } from "../frame/alertFrameTimeout.js"
import { clearLoginCache } from "../frame/clearLoginCache.js"
import { signOutOfFrame } from "../frame/signOutOfFrame.js"
import { reset } from "../router/reset.js"
import { keepAcceptedLogin, undoAcceptedLogin } from "./keepAcceptedLogin.js"

/**
 * The last step of an email login (WIRE §4.6): the login the frame accepted is kept at once (a
 * reload from here lands connected, see `keepAcceptedLogin`), then the embedded wallet connects
 * like any wallet (its kind asks GET_USER, which records the login, SPEC §4) and the modal moves
 * on to Account.
 * When that fails, the toast 'A problem occurred while trying initialize authentication' shows,
 * the wallet is signed out (the login forgotten even if the frame does not answer) and the modal
 * goes back to Connect (SPEC §8), the stored connection back to what it was; the failure is
 * AuthInitializationFailed.
 */
export const completeEmbeddedLogin = Effect.flatMap(keepAcceptedLogin, (kept) =>
  connectWallet(AUTH_CONNECTOR_ID).pipe(Effect.tapError(() => undoAcceptedLogin(kept)))
).pipe(
  Effect.catchAll((cause) =>
    Effect.gen(function* () {
      const error = new AuthInitializationFailed({ cause })
      yield* showSnackbar(messageOf(error), "error")
      yield* signOutOfFrame(yield* frameTimeoutAlerts).pipe(Effect.catchAll(() => clearLoginCache))
      yield* reset("Connect")
      return yield* error
    })
  ),
  Effect.withSpan("embedded.completeEmbeddedLogin")
)
