import { resetSendOnAccountChange } from "../../../core/send/resetSendOnAccountChange.js"
import { SendState } from "../../../core/services/SendState.js"
import { makeSendState } from "../../../layers/SendStateLive.js"
import { transactionFlowServices, type TransactionFlowServices } from "./transactionFlowServices.js"

/** The services the send programs need beyond the instance's: built with the Send chunk. */
export type SendServices = TransactionFlowServices<typeof SendState.Service>

/**
 * The send state of an instance, made the first time Send opens and kept as long as the
 * instance; from then on it resets whenever the account changes or disconnects (SPEC §4).
 * `withSendServices` gives a send program its services.
 */
export const { servicesOf: sendServicesOf, provide: withSendServices } = transactionFlowServices(SendState, makeSendState, resetSendOnAccountChange)
