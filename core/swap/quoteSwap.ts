import { Effect } from "effect"
import { refreshSwapQuote } from "./refreshSwapQuote.js"
import { SWAP_QUOTE_INPUT_DELAY } from "./swapConstants.js"

/**
 * The Swap view's quote after a change of a token or the amount: asked once the changes pause for
 * 300 ms (the view starts this again on each change, which stops the wait before), then kept.
 */
export const quoteSwap = Effect.zipRight(Effect.sleep(SWAP_QUOTE_INPUT_DELAY), refreshSwapQuote).pipe(Effect.withSpan("swap.quoteSwap"))
