import { Effect } from "effect"
import { SignInState } from "../services/SignInState.js"
import { currentView } from "./currentView.js"
import { forceCloseModal } from "./forceCloseModal.js"
import { ModalCloseBlocked } from "./ModalCloseBlocked.js"
import type { ViewName } from "./ViewName.js"

/** Views on which a required sign-in keeps the modal open. */
const SIGN_IN_VIEWS: ReadonlySet<ViewName> = new Set(["SIWXSignMessage", "ApproveTransaction"])

/**
 * The user closes the modal. On the sign-in or approval view, while sign-in is required and the
 * account has no session, the modal stays open and this fails with `ModalCloseBlocked` (nothing
 * changes); the user must sign or cancel the sign-in instead.
 */
export const closeModal = Effect.gen(function* () {
  const view = yield* currentView
  if (SIGN_IN_VIEWS.has(view)) {
    const signIn = yield* SignInState
    if (signIn.required && !(yield* signIn.hasSession)) return yield* new ModalCloseBlocked({ view })
  }
  yield* forceCloseModal
}).pipe(Effect.withSpan("router.closeModal"))
