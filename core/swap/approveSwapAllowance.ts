import { Effect } from "effect"
import { buildApproveTransaction } from "./buildApproveTransaction.js"
import { fetchAllowance } from "./fetchAllowance.js"
import type { SwapRequest } from "./fetchSwapQuote.js"
import { isNativeSwapToken } from "./isNativeSwapToken.js"
import { sendSwapTransaction } from "./sendSwapTransaction.js"
import type { SwapAccount } from "./swapAccount.js"
import { SWAP_APPROVAL_ROUNDS } from "./swapConstants.js"
import { updateSwapState } from "./updateSwapState.js"

/**
 * Before a swap of a token (the native coin needs none): while the allowance the data service
 * reports is below the amount, the approval it builds is sent from the wallet and waited for
 * (step "approving"), then the allowance asked again; at most three approvals, after which the
 * swap goes out and the chain decides. Answers the hashes of the approvals sent.
 */
export const approveSwapAllowance = (account: SwapAccount, request: SwapRequest) =>
  Effect.gen(function* () {
    if (isNativeSwapToken(request.from, account.network)) return []
    const sent: Array<string> = []
    while (sent.length < SWAP_APPROVAL_ROUNDS && (yield* fetchAllowance(account, request.from)) < request.amount) {
      const approval = yield* buildApproveTransaction(account, request)
      yield* updateSwapState((state) => ({ ...state, step: "approving" }))
      sent.push(yield* sendSwapTransaction(account, approval))
    }
    return sent
  }).pipe(Effect.withSpan("swap.approveSwapAllowance"))
