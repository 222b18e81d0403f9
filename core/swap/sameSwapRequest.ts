import type { SwapRequest } from "./fetchSwapQuote.js"
import { sameCaipAddress } from "./sameCaipAddress.js"

/** Whether a quote or a state still describes the same swap: the same tokens and amount. */
export const sameSwapRequest = (a: SwapRequest, b: SwapRequest): boolean =>
  a.amount === b.amount && sameCaipAddress(a.from, b.from) && sameCaipAddress(a.to, b.to)
