import { Clock, Effect, Option } from "effect"
import { fetchSwapQuote } from "./fetchSwapQuote.js"
import { isQuoteFresh } from "./isQuoteFresh.js"
import { sameSwapRequest } from "./sameSwapRequest.js"
import type { SwapAccount } from "./swapAccount.js"
import type { SwapRequest } from "./fetchSwapQuote.js"
import { getSwapState, updateSwapState } from "./updateSwapState.js"
import { swapRequestOf } from "./validateSwap.js"

/**
 * The quote a swap is built on: the one kept, when it is for this swap and younger than 10 s
 * (SPEC §9); otherwise a new one, which is kept (if the state still describes this swap).
 */
export const freshSwapQuote = (account: SwapAccount, request: SwapRequest) =>
  Effect.gen(function* () {
    const { quote, gasPrice } = yield* getSwapState
    const now = yield* Clock.currentTimeMillis
    if (quote !== undefined && sameSwapRequest(quote, request) && isQuoteFresh(quote, now)) return quote
    const fresh = yield* fetchSwapQuote(account, request, gasPrice)
    yield* updateSwapState((state) => (Option.exists(swapRequestOf(state), (now) => sameSwapRequest(now, fresh)) ? { ...state, quote: fresh } : state))
    return fresh
  }).pipe(Effect.withSpan("swap.freshSwapQuote"))
