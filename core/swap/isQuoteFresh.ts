import { Duration } from "effect"
import { SWAP_QUOTE_VALIDITY } from "./swapConstants.js"
import type { QuotedSwap } from "./SwapState.js"

/** Whether a quote still holds at `now` (epoch ms): younger than SPEC §9's 10 s. */
export const isQuoteFresh = (quote: QuotedSwap, now: number): boolean => now - quote.fetchedAt < Duration.toMillis(SWAP_QUOTE_VALIDITY)

/** When a quote stops holding, in epoch ms. */
export const quoteExpiresAt = (quote: QuotedSwap): number => quote.fetchedAt + Duration.toMillis(SWAP_QUOTE_VALIDITY)
