import { Effect } from "effect"
import { fetchTokenPrices } from "./fetchTokenPrices.js"
import type { SwapToken } from "./SwapState.js"

/**
 * The chosen tokens with their USD prices: a token whose price is not known yet (one the account
 * does not hold) is priced by the data service, both in one request; the others as they are.
 */
export const priceSwapTokens = <T extends ReadonlyArray<SwapToken>>(tokens: T) =>
  Effect.gen(function* () {
    const unpriced = tokens.filter((token) => token.price === 0)
    if (unpriced.length === 0) return tokens
    const prices = yield* fetchTokenPrices(unpriced.map((token) => token.address))
    return tokens.map((token) => (token.price === 0 ? { ...token, price: prices.get(token.symbol.toLowerCase()) ?? 0 } : token)) as unknown as T
  }).pipe(Effect.withSpan("swap.priceSwapTokens"))
