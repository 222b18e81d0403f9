import { Effect } from "effect"
import type { TokenBalance } from "../../schemas/TokenBalance.js"
import { updateSendState } from "./updateSendState.js"

/** Chooses the token to send (SPEC §3); an estimate made for another token no longer holds. */
export const setSendToken = (token: TokenBalance | undefined) =>
  updateSendState((state) => ({ ...state, token, gasEstimate: undefined })).pipe(Effect.withSpan("send.setSendToken"))
