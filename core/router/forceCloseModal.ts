import { Effect, Ref } from "effect"
import { isConnected } from "../connection/isConnected.js"
import { Modal } from "../services/Modal.js"
import { Options } from "../services/Options.js"
import { Router } from "../services/Router.js"
import { routeEntry } from "./RouteEntry.js"

/**
 * Closes the modal without the sign-in check: for programs that settled sign-in themselves
 * (disconnect, a successful or cancelled sign-in). The history restarts at Connect; an embedded
 * modal stays on the page, so it shows Account while connected.
 */
export const forceCloseModal = Effect.gen(function* () {
  const modal = yield* Modal
  const router = yield* Router
  const options = yield* Options
  const connected = yield* isConnected
  yield* Ref.set(modal.state, { open: false, loading: false })
  yield* Ref.set(router.history, [routeEntry(options.embedded && connected ? "Account" : "Connect")])
}).pipe(Effect.withSpan("router.forceCloseModal"))
