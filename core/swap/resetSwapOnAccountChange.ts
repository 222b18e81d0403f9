import { Effect } from "effect"
import { onActiveAccountChange } from "../connection/onActiveAccountChange.js"
import { resetSwap } from "./resetSwap.js"

/**
 * Runs as long as the swap state exists and resets it whenever the active account's CAIP-10
 * address changes (a disconnect, another account, another network): tokens and an amount chosen
 * for one account never go out from another.
 */
export const resetSwapOnAccountChange = onActiveAccountChange(resetSwap).pipe(Effect.withSpan("swap.resetSwapOnAccountChange"))
