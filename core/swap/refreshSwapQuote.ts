import { Effect, Option, Ref } from "effect"
import { fetchSwapQuote } from "./fetchSwapQuote.js"
import { priceSwapTokens } from "./priceSwapTokens.js"
import { sameCaipAddress } from "./sameCaipAddress.js"
import { sameSwapRequest } from "./sameSwapRequest.js"
import { swapAccount } from "./swapAccount.js"
import { SwapState } from "./SwapState.js"
import type { QuotedSwap, SwapToken } from "./SwapState.js"
import { swapRequestOf } from "./validateSwap.js"

const withPrice = (tokens: ReadonlyArray<SwapToken>, priced: SwapToken): ReadonlyArray<SwapToken> =>
  tokens.map((token) => (sameCaipAddress(token.address, priced.address) ? priced : token))

/**
 * Asks for the quote of the swap the state describes now, with the USD prices of its two tokens
 * (for the price impact), and keeps both, in one step, if the state still describes that swap
 * when the answers come (a change meanwhile asks again). A state without both tokens and a
 * positive amount has no quote. Answers the quote kept; a failed request keeps nothing.
 */
export const refreshSwapQuote = Effect.gen(function* () {
  const account = yield* swapAccount
  const { state: ref } = yield* SwapState
  const state = yield* Ref.get(ref)
  const request = swapRequestOf(state)
  if (Option.isNone(request)) {
    yield* Ref.update(ref, (current) => (current.quote === undefined ? current : { ...current, quote: undefined }))
    return Option.none<QuotedSwap>()
  }
  const { sourceToken, toToken } = request.value
  const [[pricedSource, pricedTo], quote] = yield* Effect.all(
    [priceSwapTokens([sourceToken, toToken] as const), fetchSwapQuote(account, request.value, state.gasPrice)],
    { concurrency: "unbounded" }
  )
  return yield* Ref.modify(ref, (current) => {
    if (!Option.exists(swapRequestOf(current), (now) => sameSwapRequest(now, quote))) return [Option.none<QuotedSwap>(), current] as const
    const tokens = withPrice(withPrice(current.tokens, pricedSource), pricedTo)
    return [Option.some(quote), { ...current, quote, sourceToken: pricedSource, toToken: pricedTo, tokens }] as const
  })
}).pipe(Effect.withSpan("swap.refreshSwapQuote"))
