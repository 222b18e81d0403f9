import { makeSwapState } from "../../../core/swap/makeSwapState.js"
import { resetSwapOnAccountChange } from "../../../core/swap/resetSwapOnAccountChange.js"
import { SwapState } from "../../../core/swap/SwapState.js"
import { transactionFlowServices, type TransactionFlowServices } from "../account/transactionFlowServices.js"

/** The services the swap programs need beyond the instance's: built with the Swap chunk. */
export type SwapServices = TransactionFlowServices<typeof SwapState.Service>

/**
 * The swap state of an instance, made the first time Swap opens and kept as long as the instance;
 * from then on it resets whenever the account changes or disconnects. `withSwapServices` gives a
 * swap program its services.
 */
export const { servicesOf: swapServicesOf, provide: withSwapServices } = transactionFlowServices(SwapState, makeSwapState, resetSwapOnAccountChange)
