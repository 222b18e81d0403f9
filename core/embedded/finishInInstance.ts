import { Effect, Fiber } from "effect"
import { WalletWatchers } from "../services/WalletWatchers.js"

/**
 * Runs a login's last steps in the instance's scope and waits for them: once the secure site has
 * made the login, one who stops waiting (the view left, the modal closed) does not stop them, so
 * the login ends connected or undone, never half made.
 */
export const finishInInstance = <A, E, R>(steps: Effect.Effect<A, E, R>): Effect.Effect<A, E, R | WalletWatchers> =>
  Effect.gen(function* () {
    const { scope } = yield* WalletWatchers
    return yield* Fiber.join(yield* Effect.forkIn(steps, scope))
  })
