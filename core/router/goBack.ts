import { Effect, Ref } from "effect"
import { isConnected } from "../connection/isConnected.js"
import { Router } from "../services/Router.js"
import { accountOverConnect } from "./accountOverConnect.js"
import { closeModal } from "./closeModal.js"

/**
 * Shows the previous view. With a single entry there is nowhere to go back to, so the modal
 * closes (under the same sign-in rule as the close button). Landing on Connect while connected
 * shows Account.
 */
export const goBack = Effect.gen(function* () {
  const router = yield* Router
  const history = yield* Ref.get(router.history)
  if (history.length <= 1) return yield* closeModal
  const connected = yield* isConnected
  yield* Ref.set(router.history, accountOverConnect(history.slice(0, -1), connected))
}).pipe(Effect.withSpan("router.goBack"))
