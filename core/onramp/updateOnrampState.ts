import { Effect, Ref } from "effect"
import { OnrampState } from "./OnrampState.js"
import type { OnrampStateValue } from "./OnrampState.js"

/** Applies `f` to the on-ramp state. */
export const updateOnrampState = (f: (state: OnrampStateValue) => OnrampStateValue) => Effect.flatMap(OnrampState, ({ state }) => Ref.update(state, f))

/** The on-ramp state now. */
export const getOnrampState = Effect.flatMap(OnrampState, ({ state }) => Ref.get(state))
