import { Clock, Effect } from "effect"
import { quoteExpiresAt } from "./isQuoteFresh.js"
import { refreshSwapQuote } from "./refreshSwapQuote.js"
import { getSwapState } from "./updateSwapState.js"

/**
 * While the Swap view shows a quote: once it is 10 s old (SPEC §9) it is asked for again, so the
 * price shown is never older. The view starts this again for each new quote.
 */
export const refreshQuoteWhenStale = Effect.gen(function* () {
  const { quote } = yield* getSwapState
  if (quote === undefined) return
  const now = yield* Clock.currentTimeMillis
  const wait = quoteExpiresAt(quote) - now
  if (wait > 0) yield* Effect.sleep(wait)
  yield* refreshSwapQuote
}).pipe(Effect.withSpan("swap.refreshQuoteWhenStale"))
