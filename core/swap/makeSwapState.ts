import { Effect, Layer } from "effect"
import { makeStateRef } from "../state/makeStateRef.js"
import { INITIAL_SWAP_STATE } from "./initialSwapState.js"
import { SwapState } from "./SwapState.js"

/** A fresh swap state. */
export const makeSwapState = Effect.map(makeStateRef(INITIAL_SWAP_STATE), (state) => SwapState.of({ state }))

/** A fresh swap state as a layer (for tests, and hosts composing their own runtime). */
export const SwapStateLive: Layer.Layer<SwapState> = Layer.effect(SwapState, makeSwapState)
