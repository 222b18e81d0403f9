import { Effect, Fiber } from "effect"
import { showSnackbar } from "../alerts/showSnackbar.js"
import { connectWallet } from "../connection/connectWallet.js"
import { AUTH_CONNECTOR_ID } from "../connectors/connectorIds.js"
import { messageOf } from "../errors/catalogue.js"
import { AuthInitializationFailed } from "../errors/EmbeddedWalletErrors.js"
import { frameTimeoutAlerts } from "../frame/alertFrameTimeout.js"
import { clearLoginCache } from "../frame/clearLoginCache.js"
import { signOutOfFrame } from "../frame/signOutOfFrame.js"
import { reset } from "../router/reset.js"
import { WalletWatchers } from "../services/WalletWatchers.js"
import { keepAcceptedLogin, undoAcceptedLogin } from "./keepAcceptedLogin.js"

/** The login's last step itself; see `completeEmbeddedLogin`. */
const completion = Effect.flatMap(keepAcceptedLogin, (kept) =>
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
  )
)

/**
 * The last step of an email login (WIRE §4.6): the login the frame accepted is kept at once (a
 * reload from here lands connected, see `keepAcceptedLogin`), then the embedded wallet connects
 * like any wallet (its kind asks GET_USER, which records the login, SPEC §4) and the modal moves
 * on to Account.
 * When that fails, the toast 'A problem occurred while trying initialize authentication' shows,
 * the wallet is signed out (the login forgotten even if the frame does not answer) and the modal
 * goes back to Connect (SPEC §8), the stored connection back to what it was; the failure is
 * AuthInitializationFailed.
 * The login exists on the secure site once the frame accepted it, so this step is never left half
 * done: it runs in the instance's scope, and one who stops waiting (the modal closed, its view
 * left) does not stop it; it ends connected, or undone as above.
 */
export const completeEmbeddedLogin = Effect.gen(function* () {
  const { scope } = yield* WalletWatchers
  return yield* Fiber.join(yield* Effect.forkIn(completion, scope))
}).pipe(Effect.withSpan("embedded.completeEmbeddedLogin"))
