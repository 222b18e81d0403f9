import { Effect } from "effect"
import { INITIAL_SWAP_STATE } from "./initialSwapState.js"
import { updateSwapState } from "./updateSwapState.js"

/** Clears the swap state: the list, the tokens, the amount and the quote. */
export const resetSwap = updateSwapState(() => INITIAL_SWAP_STATE).pipe(Effect.withSpan("swap.resetSwap"))

/** After a swap: the amount and its quote are cleared; the list and the tokens stay for the next one. */
export const clearSwapAmount = updateSwapState((state) => ({ ...state, sourceAmount: "", quote: undefined })).pipe(
  Effect.withSpan("swap.clearSwapAmount")
)
