import { formatUnits } from "../account/formatUnits.js"
import { SWAP_FEE_GAS_LIMIT } from "./swapConstants.js"
import type { QuotedSwap, SwapStateValue } from "./SwapState.js"

/** What the Swap view shows about a quoted swap. */
export interface SwapDetails {
  /** What the quote buys, a decimal in the receiving token's units. */
  readonly toAmount: string
  /**
   * How much less the output is worth than the input at the tokens' USD prices, in percent (the
   * pool's price moving with the trade, and its fee); undefined while a price is unknown.
   */
  readonly priceImpact: number | undefined
  /** The least the swap accepts: the quote less the slippage (SPEC §9: 1%), in the receiving token's units. */
  readonly minimumReceived: string
}

/** The quote's output less `slippage` percent, rounded down to the smallest unit. */
export const minimumReceivedOf = (toAmount: bigint, slippage: number): bigint =>
  (toAmount * BigInt(Math.round((100 - slippage) * 100))) / 10_000n

/** The details of the kept quote; none while there is no quote for the chosen tokens. */
export const swapDetailsOf = (state: SwapStateValue, quote: QuotedSwap | undefined = state.quote): SwapDetails | undefined => {
  const { sourceToken, toToken } = state
  if (quote === undefined || sourceToken === undefined || toToken === undefined) return undefined
  const paid = Number(formatUnits(quote.amount, sourceToken.decimals)) * sourceToken.price
  const bought = Number(formatUnits(quote.toAmount, toToken.decimals)) * toToken.price
  return {
    toAmount: formatUnits(quote.toAmount, toToken.decimals),
    priceImpact: sourceToken.price > 0 && toToken.price > 0 && paid > 0 ? ((paid - bought) / paid) * 100 : undefined,
    minimumReceived: formatUnits(minimumReceivedOf(quote.toAmount, state.slippage), toToken.decimals)
  }
}

/** The network fee of a swap at the kept gas price, before its transaction is built (150,000 gas). */
export interface SwapNetworkFee {
  /** In the native coin's units, a decimal string. */
  readonly native: string
  /** In USD; 0 while the coin's price is unknown. */
  readonly usd: number
}

export const swapNetworkFeeOf = (state: SwapStateValue, nativeDecimals: number): SwapNetworkFee | undefined => {
  if (state.gasPrice === undefined) return undefined
  const native = formatUnits(state.gasPrice * SWAP_FEE_GAS_LIMIT, nativeDecimals)
  return { native, usd: Number(native) * state.networkPrice }
}
