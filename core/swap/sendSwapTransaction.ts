import { Clock, Effect } from "effect"
import { clearPendingOnReceipt } from "../activity/clearPendingOnReceipt.js"
import { addPendingTransaction, removePendingTransaction } from "../activity/pendingTransactions.js"
import { sendTransaction } from "../evm/sendTransaction.js"
import type { TransactionParameters } from "../evm/sendTransaction.js"
import { familyTransfers } from "../send/familyTransfers.js"
import { waitForSendReceipt } from "../send/waitForSendReceipt.js"
import type { PendingTransaction } from "../services/PendingTransactions.js"
import type { SwapAccount } from "./swapAccount.js"

/**
 * Asks the connected EVM wallet to send one transaction of a swap (the approval or the swap) and
 * waits until the chain has it, as a send does (its receipt asked every 250 ms for 30 s; one that
 * fails on chain is 'Execution reverted'). With `pendingRow`, the transaction is pending in
 * Activity from its hash until it lands or fails; one not landed within the wait stays pending
 * and is followed in the background. Answers the hash.
 */
export const sendSwapTransaction = (
  account: SwapAccount,
  transaction: TransactionParameters,
  pendingRow?: (hash: string, sentAt: number) => PendingTransaction
) =>
  Effect.gen(function* () {
    const transfers = yield* familyTransfers(account.network.chainNamespace)
    const hash = yield* sendTransaction(transaction)
    if (pendingRow === undefined) {
      yield* waitForSendReceipt(account.network, transfers, hash)
      return hash
    }
    yield* addPendingTransaction(pendingRow(hash, yield* Clock.currentTimeMillis))
    const landed = yield* waitForSendReceipt(account.network, transfers, hash).pipe(
      Effect.tapErrorTag("ExecutionRevertedError", () => removePendingTransaction(hash))
    )
    yield* landed ? removePendingTransaction(hash) : Effect.forkDaemon(clearPendingOnReceipt(account.network.caipNetworkId, hash))
    return hash
  }).pipe(Effect.withSpan("swap.sendSwapTransaction"))
