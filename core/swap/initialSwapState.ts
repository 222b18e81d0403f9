import { SWAP_SLIPPAGE } from "./swapConstants.js"
import type { SwapStateValue } from "./SwapState.js"

/** No list loaded, nothing chosen, no quote. */
export const INITIAL_SWAP_STATE: SwapStateValue = {
  caipNetworkId: undefined,
  tokens: [],
  suggested: [],
  popular: [],
  sourceToken: undefined,
  toToken: undefined,
  sourceAmount: "",
  quote: undefined,
  gasPrice: undefined,
  networkPrice: 0,
  step: "idle",
  slippage: SWAP_SLIPPAGE
}
