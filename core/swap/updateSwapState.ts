import { Effect, Ref } from "effect"
import { SwapState } from "./SwapState.js"
import type { SwapStateValue } from "./SwapState.js"

/** Applies `f` to the swap state, in one step. */
export const updateSwapState = (f: (state: SwapStateValue) => SwapStateValue) => Effect.flatMap(SwapState, ({ state }) => Ref.update(state, f))

/** The swap state now. */
export const getSwapState = Effect.flatMap(SwapState, ({ state }) => Ref.get(state))
