import { Effect, Either, Option, Ref } from "effect"
import { showSnackbar } from "../../alerts/showSnackbar.js"
import { trackEvent } from "../../analytics/trackEvent.js"
import { NoActiveCaipAddress } from "../../errors/ConnectionErrors.js"
import { messageOf } from "../../errors/catalogue.js"
import { SignMessageFailed } from "../../errors/AccountErrors.js"
import { signWithWallet } from "../../connection/signWithWallet.js"
import { currentView } from "../../router/currentView.js"
import { forceCloseModal } from "../../router/forceCloseModal.js"
import { openModal } from "../../router/openModal.js"
import { Modal } from "../../services/Modal.js"
import { siwxClient } from "../siwxClient.js"
import { signInAccount } from "./signInAccount.js"

const setLoading = (loading: boolean) => Effect.flatMap(Modal, (modal) => Ref.update(modal.state, (state) => ({ ...state, loading })))

/**
 * The user signs in (SPEC §4, the SIWXSignMessage view's button): the store makes the message, the
 * connected wallet signs it, and the store keeps the session; meanwhile the modal is loading (the
 * view shows 'Authenticating...'). Success closes the modal and records SIWX_AUTH_SUCCESS. A
 * failure (a refused signature, a store that does not accept it) reopens the view if the modal
 * was closed or shows ApproveTransaction, shows 'Error signing message', records SIWX_AUTH_ERROR
 * and fails with SignMessageFailed. Sign-in off: SiwxNotEnabled; no account: NoActiveCaipAddress.
 */
export const signIn = Effect.gen(function* () {
  const client = yield* siwxClient
  const account = yield* signInAccount
  if (Option.isNone(account)) return yield* new NoActiveCaipAddress()
  const { namespace, address, caipNetworkId, eventProperties } = account.value

  const attempt = Effect.gen(function* () {
    const { data, message } = yield* client.createMessage({ accountAddress: address, chainId: caipNetworkId })
    // The wallet signs as its family does (EVM personal_sign, Solana Ed25519 in base58).
    const signature = yield* signWithWallet(namespace, message).pipe(Effect.mapError((cause) => new SignMessageFailed({ cause })))
    yield* client.addSession({ data, message, signature })
  })
  yield* setLoading(true)
  const outcome = yield* Effect.either(attempt).pipe(Effect.ensuring(setLoading(false)))
  if (Either.isLeft(outcome)) {
    const open = (yield* Ref.get((yield* Modal).state)).open
    if (!open || (yield* currentView) === "ApproveTransaction") yield* openModal({ view: "SIWXSignMessage" })
    yield* Effect.logWarning("Sign-in failed", outcome.left.cause)
    yield* trackEvent({ type: "track", event: "SIWX_AUTH_ERROR", address, properties: eventProperties })
    yield* showSnackbar(messageOf(outcome.left), "error")
    return yield* outcome.left
  }
  yield* forceCloseModal
  yield* trackEvent({ type: "track", event: "SIWX_AUTH_SUCCESS", address, properties: eventProperties })
}).pipe(Effect.withSpan("siwx.signIn"))
