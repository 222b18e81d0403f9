/** The swap numbers (SPEC §9), each imported by the rule that uses it. */
import { Duration } from "effect"

/** The slippage tolerance of a swap, in percent (SPEC §9: 1). */
export const SWAP_SLIPPAGE = 1

/** The networks swaps work on (SPEC §5, §9), as EVM chain ids. */
export const SWAP_CHAIN_IDS: ReadonlyArray<number> = [1, 42161, 10, 324, 8453, 56, 137, 100, 43114, 250, 8217, 1313161554]

/**
 * How long a quote holds (SPEC §9's 10 s time constant): one older is fetched again before a
 * transaction is built from it, and the Swap view asks again when it runs out.
 */
export const SWAP_QUOTE_VALIDITY = Duration.seconds(10)

/**
 * The pause after the last change of a token or an amount before a quote is asked for, so typing
 * an amount asks once. (Not a SPEC §9 number: the product's own choice.)
 */
export const SWAP_QUOTE_INPUT_DELAY = Duration.millis(300)

/** The gas a swap is priced with before its transaction is built: the network fee shown with the quote. */
export const SWAP_FEE_GAS_LIMIT = 150_000n

/**
 * Approvals sent at most before a swap. The data service answers the allowance without knowing
 * the pair, so one approval may not be enough (a token some spender needs reset to zero first);
 * past this many the swap is sent and the chain has the last word.
 */
export const SWAP_APPROVAL_ROUNDS = 3

/** The tokens offered first in the token picker, by symbol, where the network's list has them (SPEC §9: values not shown). */
export const SWAP_SUGGESTED_SYMBOLS: ReadonlyArray<string> = ["ETH", "POL", "USDC", "USDT", "DAI", "WETH", "WBTC"]
