import { Effect } from "effect"
import { updateSendState } from "./updateSendState.js"

/** Sets the amount as typed (a decimal in the token's units); an estimate made before no longer holds. */
export const setSendAmount = (amount: string | undefined) =>
  updateSendState((state) => ({ ...state, sendTokenAmount: amount === "" ? undefined : amount, gasEstimate: undefined })).pipe(
    Effect.withSpan("send.setSendAmount")
  )
