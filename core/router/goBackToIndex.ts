import { Effect, Ref } from "effect"
import { isConnected } from "../connection/isConnected.js"
import { Router } from "../services/Router.js"
import { accountOverConnect } from "./accountOverConnect.js"

/**
 * Shows the entry at `index` of the history and drops the ones after it. An index outside the
 * entries before the current one changes nothing. Landing on Connect while connected shows Account.
 */
export const goBackToIndex = Effect.fn("router.goBackToIndex")(function* (index: number) {
  const router = yield* Router
  const history = yield* Ref.get(router.history)
  if (!Number.isInteger(index) || index < 0 || index >= history.length - 1) return
  const connected = yield* isConnected
  yield* Ref.set(router.history, accountOverConnect(history.slice(0, index + 1), connected))
})
