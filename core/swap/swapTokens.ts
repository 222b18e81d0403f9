import { Effect } from "effect"
import { showSnackbar } from "../alerts/showSnackbar.js"
import { messageOf } from "../errors/catalogue.js"
import type { DoorwayError } from "../errors/DoorwayError.js"
import { formatBalance } from "../format/formatBalance.js"
import { formatUnits } from "../account/formatUnits.js"
import { returnToAccount } from "../send/returnToAccount.js"
import { approveSwapAllowance } from "./approveSwapAllowance.js"
import { buildSwapTransaction } from "./buildSwapTransaction.js"
import { freshSwapQuote } from "./freshSwapQuote.js"
import { refreshAfterSwap } from "./refreshAfterSwap.js"
import { clearSwapAmount } from "./resetSwap.js"
import { sendSwapTransaction } from "./sendSwapTransaction.js"
import { swapAccount } from "./swapAccount.js"
import { swapPendingTransaction } from "./swapPendingTransaction.js"
import type { SwapStep } from "./SwapState.js"
import { trackSwapEvent } from "./trackSwapEvent.js"
import { getSwapState, updateSwapState } from "./updateSwapState.js"
import { validateSwap } from "./validateSwap.js"

const setStep = (step: SwapStep) => updateSwapState((state) => ({ ...state, step }))

/**
 * Swaps the tokens of the swap state. Checked first ('Select token', 'Enter amount', 'Insufficient
 * balance'); the quote is the one shown if it is younger than 10 s, else asked again (SPEC §9).
 * Then, where the allowance is short, the approval goes out from the wallet and lands (step
 * "approving"); then the swap transaction is built with the slippage of SPEC §9 (1%: the pool
 * refuses to pay less than the quote at build time less 1%) and sent from the wallet (step
 * "swapping"), pending in Activity until it lands. On success the amount is cleared, the balances
 * of both tokens read again past their caches, 'Swapped …' shown (to 3 decimals, SPEC §9) and the flow returns to Account;
 * the swap's hash is answered. Any failure (the wallet's refusal, the chain's revert, an
 * unreadable answer) leaves the tokens and the amount as they were, the step idle, and is
 * tracked (SWAP_APPROVAL_ERROR while approving, SWAP_ERROR after).
 */
export const swapTokens = Effect.gen(function* () {
  const account = yield* swapAccount
  const swap = yield* Effect.flatMap(getSwapState, validateSwap)
  const { slippage } = yield* getSwapState
  const quote = yield* freshSwapQuote(account, swap)
  yield* trackSwapEvent("INITIATE_SWAP", account, swap, quote.toAmount)
  const failed = (event: "SWAP_ERROR" | "SWAP_APPROVAL_ERROR") => (error: DoorwayError) =>
    trackSwapEvent(event, account, swap, quote.toAmount, messageOf(error))
  const hash = yield* Effect.gen(function* () {
    yield* approveSwapAllowance(account, swap).pipe(Effect.tapError(failed("SWAP_APPROVAL_ERROR")))
    yield* setStep("swapping")
    return yield* buildSwapTransaction(account, swap, slippage).pipe(
      Effect.flatMap((transaction) =>
        sendSwapTransaction(account, transaction, (hash, sentAt) => swapPendingTransaction(account, swap, quote.toAmount, transaction.to ?? "", hash, sentAt))
      ),
      Effect.tapError(failed("SWAP_ERROR"))
    )
  }).pipe(Effect.ensuring(setStep("idle")))
  yield* trackSwapEvent("SWAP_SUCCESS", account, swap, quote.toAmount)
  yield* clearSwapAmount
  yield* refreshAfterSwap(account, swap)
  yield* showSnackbar(`Swapped ${swap.sourceToken.symbol} to ${formatBalance(formatUnits(quote.toAmount, swap.toToken.decimals), 3)} ${swap.toToken.symbol}`, "success")
  yield* returnToAccount
  return hash
}).pipe(Effect.withSpan("swap.swapTokens"))
