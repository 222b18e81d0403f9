import { Effect } from "effect"
import { Options } from "../services/Options.js"
import { removeStored } from "../storage/storedWithCodec.js"

/**
 * Ends the sign-in sessions on disconnect when `signOutOnDisconnect` is on (the default): the
 * host's sign-in store is emptied (`siwx.setSessions([])`, or the SIWE client's `signOut`) and the
 * locally stored sessions removed (all the local store, `localSiwx`, has). The host's store failing is logged: the wallet is gone anyway.
 */
export const clearSignInSessions = Effect.gen(function* () {
  const options = yield* Options
  if (!options.signOutOnDisconnect) return
  const { siwx, siweConfig } = options
  // The local store (`localSiwx`) has no methods: its sessions are the stored ones removed below.
  if (siwx !== undefined && "setSessions" in siwx) {
    yield* Effect.tryPromise(() => siwx.setSessions([])).pipe(
      Effect.catchAll((error) => Effect.logWarning("The sign-in sessions could not be cleared", error.cause))
    )
  }
  if (siweConfig !== undefined) {
    yield* Effect.tryPromise(() => siweConfig.methods.signOut()).pipe(
      Effect.catchAll((error) => Effect.logWarning("The sign-in session could not be signed out", error.cause))
    )
  }
  yield* removeStored("@appkit/siwx")
}).pipe(Effect.withSpan("connection.clearSignInSessions"))
