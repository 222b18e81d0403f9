import { Effect, SubscriptionRef } from "effect"
import { isConnected } from "../connection/isConnected.js"
import { Modal } from "../services/Modal.js"
import type { RouteData } from "./RouteEntry.js"
import { reset } from "./reset.js"
import type { ViewName } from "./ViewName.js"

export interface OpenModalOptions {
  readonly view?: ViewName
  readonly data?: RouteData
}

/** Opens the modal on `view`, or, without one, on Account when connected and Connect otherwise. */
export const openModal = Effect.fn("router.openModal")(function* (options: OpenModalOptions = {}) {
  const modal = yield* Modal
  const view = options.view ?? ((yield* isConnected) ? "Account" : "Connect")
  yield* reset(view, options.data)
  yield* SubscriptionRef.set(modal.state, { open: true, loading: false })
})
