/**
 * The approval view of the embedded wallet (SPEC §2, §4): while a request that needs the person's
 * approval waits for the secure frame, the modal shows ApproveTransaction, where the frame itself
 * draws the request. When the last such request is answered (approved, rejected or failed) the
 * view goes: the modal closes if it was opened for the approval, otherwise the view before it
 * comes back. A person who closes the modal or leaves the view dismisses the approval, which
 * rejects the waiting requests (safe ones go on).
 */
import { Effect, Option, Ref, Stream } from "effect"
import { currentView } from "../router/currentView.js"
import { forceCloseModal } from "../router/forceCloseModal.js"
import { goBack } from "../router/goBack.js"
import { openModal } from "../router/openModal.js"
import { push } from "../router/push.js"
import { Modal } from "../services/Modal.js"
import { Router } from "../services/Router.js"
import { changesOf } from "../state/changesOf.js"
import type { StateRef } from "../state/StateRef.js"

/** The embedded wallet's requests, as far as approvals go. */
export interface ApprovalRequests<R extends { readonly needsApproval: boolean }> {
  /** The requests waiting for the frame; `needsApproval` marks those the person must approve. */
  readonly openRequests: StateRef<ReadonlyArray<R>>
  /** The person dismissed the approval: the waiting requests that need it fail with RequestAborted. */
  readonly abortRequests: Effect.Effect<void>
}

const APPROVAL_VIEW = "ApproveTransaction"

/** Runs until interrupted: each change of the requests, the modal or its history is reconciled. */
export const followApprovals = <R extends { readonly needsApproval: boolean }>(requests: ApprovalRequests<R>) =>
  Effect.gen(function* () {
    const modal = yield* Modal
    const router = yield* Router
    // Set while this program shows the view: whether it opened the modal to do so.
    let shown: Option.Option<{ readonly openedModal: boolean }> = Option.none()

    const reconcile = Effect.gen(function* () {
      const waiting = (yield* Ref.get(requests.openRequests)).some((request) => request.needsApproval)
      const { open } = yield* Ref.get(modal.state)
      const onView = open && (yield* currentView) === APPROVAL_VIEW
      if (waiting) {
        if (onView) return
        if (Option.isSome(shown)) {
          // The view was shown and is gone while requests wait: the person dismissed it.
          shown = Option.none()
          return yield* requests.abortRequests
        }
        shown = Option.some({ openedModal: !open })
        return yield* open ? push(APPROVAL_VIEW) : openModal({ view: APPROVAL_VIEW })
      }
      if (Option.isNone(shown)) return
      const { openedModal } = shown.value
      shown = Option.none()
      if (onView) yield* openedModal ? forceCloseModal : goBack
    })

    // Reconciling reads the current state, so a burst of changes needs only one pass each.
    yield* Stream.mergeAll([Stream.as(changesOf(requests.openRequests), 0), Stream.as(changesOf(modal.state), 0), Stream.as(changesOf(router.history), 0)], {
      concurrency: "unbounded"
    }).pipe(
      Stream.runForEach(() => reconcile.pipe(Effect.catchAll((error) => Effect.logWarning(`Approval view: ${error._tag}`))))
    )
  }).pipe(Effect.withSpan("embedded.followApprovals"))
