import { Effect, Either, Option, Ref } from "effect"
import { showSnackbar } from "../../alerts/showSnackbar.js"
import { trackEvent } from "../../analytics/trackEvent.js"
import { disconnect } from "../../connection/disconnect.js"
import { messageOf } from "../../errors/catalogue.js"
import { currentView } from "../../router/currentView.js"
import { openModal } from "../../router/openModal.js"
import { reset } from "../../router/reset.js"
import { Modal } from "../../services/Modal.js"
import { Options } from "../../services/Options.js"
import { siwxClient } from "../siwxClient.js"
import { currentSessions } from "./currentSessions.js"
import { signInAccount } from "./signInAccount.js"

/**
 * What asking did: nothing to ask (no account, sign-in off, a network the app is not configured
 * with), a session in force already, SIWXSignMessage shown, or a store that could not be read.
 */
export type SignInRequest = "NoAccount" | "NotEnabled" | "UnsupportedNetwork" | "SignedIn" | "Asked" | "Failed"

/**
 * After a connection, and when the account or its network changes (SPEC §4): with sign-in on,
 * an account that has no session in force on its (configured) network is asked to sign in:
 * SIWXSignMessage opens (the modal opens on it if closed). A store that cannot be read records
 * SIWX_AUTH_ERROR, disconnects, resets to Connect and shows 'A problem occurred while trying
 * initialize authentication' (SPEC §8).
 */
export const requestSignIn = Effect.gen(function* () {
  const client = yield* Effect.option(siwxClient)
  if (Option.isNone(client)) return "NotEnabled" satisfies SignInRequest
  const account = yield* signInAccount
  if (Option.isNone(account)) return "NoAccount" satisfies SignInRequest
  const { caipNetworkId, address, eventProperties } = account.value
  const options = yield* Options
  if (!options.networks.some((network) => network.caipNetworkId === caipNetworkId)) return "UnsupportedNetwork" satisfies SignInRequest

  const sessions = yield* Effect.either(currentSessions(client.value, caipNetworkId, address))
  if (Either.isLeft(sessions)) {
    yield* Effect.logWarning("The sign-in sessions could not be read", sessions.left.cause)
    yield* trackEvent({ type: "track", event: "SIWX_AUTH_ERROR", address, properties: eventProperties })
    yield* disconnect({ closeModal: false }).pipe(Effect.catchAll((error) => Effect.logWarning("Disconnect after a sign-in failure failed", error)))
    yield* reset("Connect")
    yield* showSnackbar(messageOf(sessions.left), "error")
    return "Failed" satisfies SignInRequest
  }
  if (sessions.right.length > 0) return "SignedIn" satisfies SignInRequest
  const open = (yield* Ref.get((yield* Modal).state)).open
  if (!open || (yield* currentView) !== "SIWXSignMessage") yield* openModal({ view: "SIWXSignMessage" })
  return "Asked" satisfies SignInRequest
}).pipe(Effect.withSpan("siwx.requestSignIn"))
