import { Effect } from "effect"
import { showSnackbar } from "../alerts/showSnackbar.js"
import { messageOf } from "../errors/catalogue.js"
import { AuthInitializationFailed } from "../errors/EmbeddedWalletErrors.js"
import type { OnFrameTimeout } from "../frame/FrameTimeoutReason.js"
import { signOutOfFrame } from "../frame/signOutOfFrame.js"
import { clearLoginCache } from "../frame/clearLoginCache.js"
import { reset } from "../router/reset.js"
import { fetchEmbeddedUser } from "./fetchEmbeddedUser.js"
import type { UserRequest } from "./fetchEmbeddedUser.js"

/**
 * The last step of a login (WIRE §4.6): GET_USER, which records the login's success. When the
 * frame cannot give the user, the toast 'A problem occurred while trying initialize
 * authentication' shows, the wallet is signed out (the login forgotten even if the frame does not
 * answer) and the modal goes back to Connect (SPEC §8); the failure is AuthInitializationFailed.
 */
export const finishEmbeddedLogin = Effect.fn("embedded.finishEmbeddedLogin")(function* (request: UserRequest, onTimeout: OnFrameTimeout) {
  return yield* fetchEmbeddedUser(request, onTimeout).pipe(
    Effect.catchAll((cause) =>
      Effect.gen(function* () {
        const error = new AuthInitializationFailed({ cause })
        yield* showSnackbar(messageOf(error), "error")
        yield* signOutOfFrame(onTimeout).pipe(Effect.catchAll(() => clearLoginCache))
        yield* reset("Connect")
        return yield* error
      })
    )
  )
})
