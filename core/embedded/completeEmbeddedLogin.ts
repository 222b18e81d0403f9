import { Effect, Fiber, Option } from "effect"
import { showSnackbar } from "../alerts/showSnackbar.js"
import { connectWallet } from "../connection/connectWallet.js"
import { AUTH_CONNECTOR_ID } from "../connectors/connectorIds.js"
import { messageOf } from "../errors/catalogue.js"
import { AuthInitializationFailed } from "../errors/EmbeddedWalletErrors.js"
import { frameTimeoutAlerts } from "../frame/alertFrameTimeout.js"
import { clearLoginCache } from "../frame/clearLoginCache.js"
import { signOutOfFrame } from "../frame/signOutOfFrame.js"
import { reset } from "../router/reset.js"
import { Connectors } from "../services/Connectors.js"
import { awaitRefValue } from "../state/followRef.js"
import { finishInInstance } from "./finishInInstance.js"
import { keepAcceptedLogin, undoAcceptedLogin } from "./keepAcceptedLogin.js"
import { showEmbeddedLogin } from "./showEmbeddedLogin.js"

/** Once the embedded wallet is a namespace's connector: recorded, before its balance has loaded. */
const authRecorded = Effect.flatMap(Connectors, ({ state }) =>
  awaitRefValue(state, (current) => (Object.values(current.activeConnectorIds).includes(AUTH_CONNECTOR_ID) ? Option.some(true) : Option.none()))
)

/**
 * The wallet connected, and named by its login: as soon as it is recorded, so the Account view
 * names it from its first frame, and once more when the connection has settled.
 */
const connectNamed = Effect.gen(function* () {
  const named = yield* Effect.fork(Effect.zipRight(authRecorded, showEmbeddedLogin))
  const connected = yield* connectWallet(AUTH_CONNECTOR_ID).pipe(Effect.ensuring(Fiber.interrupt(named)))
  yield* showEmbeddedLogin
  return connected
})

/** The login's last step itself; see `completeEmbeddedLogin`. */
const completion = Effect.flatMap(keepAcceptedLogin, (kept) => connectNamed.pipe(Effect.tapError(() => undoAcceptedLogin(kept)))).pipe(
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
 * The last step of an email, social or Farcaster login (WIRE §4.6): the login the frame accepted
 * is kept at once (a reload from here lands connected, see `keepAcceptedLogin`), then the embedded wallet connects
 * like any wallet (its kind asks GET_USER, which records the login, SPEC §4), the modal moves
 * on to Account and the account state shows who logged in (showEmbeddedLogin).
 * When that fails, the toast 'A problem occurred while trying initialize authentication' shows,
 * the wallet is signed out (the login forgotten even if the frame does not answer) and the modal
 * goes back to Connect (SPEC §8), the stored connection back to what it was; the failure is
 * AuthInitializationFailed.
 * The login exists on the secure site once the frame accepted it, so this step is never left half
 * done: it runs in the instance's scope, and one who stops waiting (the modal closed, its view
 * left) does not stop it; it ends connected, or undone as above.
 */
export const completeEmbeddedLogin = finishInInstance(completion).pipe(Effect.withSpan("embedded.completeEmbeddedLogin"))
