import { Effect, Ref } from "effect"
import { UnknownView } from "../errors/RouterErrors.js"
import { isConnected } from "../connection/isConnected.js"
import type { ChainState } from "../services/ChainState.js"
import { Modal } from "../services/Modal.js"
import type { RouteData } from "./RouteEntry.js"
import { reset } from "./reset.js"
import { isViewName } from "./ViewName.js"
import type { ViewName } from "./ViewName.js"

export interface OpenModalOptions {
  readonly view?: ViewName
  readonly data?: RouteData
}

/** The view `openModal` shows: `view`, else Account when connected and Connect otherwise. */
export const viewToOpen = (options: OpenModalOptions = {}): Effect.Effect<ViewName, never, ChainState> =>
  options.view !== undefined ? Effect.succeed(options.view) : Effect.map(isConnected, (connected) => (connected ? "Account" : "Connect"))

/**
 * Opens the modal on `view`, or, without one, on Account when connected and Connect otherwise. A
 * name that is not one of the modal's views (from code the types did not check) fails with
 * UnknownView and changes nothing.
 */
export const openModal = Effect.fn("router.openModal")(function* (options: OpenModalOptions = {}) {
  const modal = yield* Modal
  if (options.view !== undefined && !isViewName(options.view)) return yield* new UnknownView({ view: String(options.view) })
  const view = yield* viewToOpen(options)
  yield* reset(view, options.data)
  yield* Ref.set(modal.state, { open: true, loading: false })
})
