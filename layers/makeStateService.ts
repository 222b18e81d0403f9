import { Effect } from "effect"
import type { StateRef } from "../core/state/StateRef.js"
import { makeStateRef } from "../core/state/makeStateRef.js"

/**
 * A state service that is one `StateRef` named `state`, made fresh from `initial` each time it is
 * built (an app instance and each test start from the initial value).
 */
export const makeStateService = <A>(initial: A): Effect.Effect<{ readonly state: StateRef<A> }> =>
  Effect.map(makeStateRef(initial), (state) => ({ state }))
