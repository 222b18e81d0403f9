import { Clock, Effect } from "effect"
import { clearPendingOnReceipt } from "../activity/clearPendingOnReceipt.js"
import { pendingTransactionOf } from "../activity/pendingTransactionOf.js"
import { addPendingTransaction, removePendingTransaction } from "../activity/pendingTransactions.js"
import { familyTransfers } from "./familyTransfers.js"
import { refreshAfterSend } from "./refreshAfterSend.js"
import { resetSend } from "./resetSend.js"
import { returnToAccount } from "./returnToAccount.js"
import { sendAccount } from "./sendAccount.js"
import { sendFromWallet } from "./sendFromWallet.js"
import { transferOf } from "./transferOf.js"
import { getSendState, updateSendState } from "./updateSendState.js"
import { validateSend } from "./validateSend.js"
import { waitForSendReceipt } from "./waitForSendReceipt.js"

const setLoading = (loading: boolean) => updateSendState((state) => ({ ...state, loading }))

/**
 * Sends the token of the send state (SPEC §4 "Token send"): validated first ('An amount and
 * receiver address are required', 'A token is required'); then loading, dispatched by the chain
 * family of the account's network (EVM: the wallet's `eth_sendTransaction` of an ERC-20
 * `transfer` or a native transfer; Solana: a system or SPL transfer the wallet signs and sends; a
 * namespace without a send path fails with 'Unsupported chain'), and waited for until it lands.
 * From its id until then the transaction is pending in Activity (one that fails on chain ends
 * that too; one not landed within the wait stays pending and is followed in the background). On
 * success the send state is reset, the balances read again past their caches, and the flow
 * returns to Account; the transaction's id is answered. The wallet's refusal fails with
 * UserRejectedError, the node's with its transaction error; loading then ends and the rest of
 * the state stays, so the user can correct and try again.
 */
export const sendToken = Effect.gen(function* () {
  const send = yield* Effect.flatMap(getSendState, validateSend)
  const account = yield* sendAccount
  yield* setLoading(true)
  const hash = yield* Effect.gen(function* () {
    const transfers = yield* familyTransfers(account.network.chainNamespace)
    const sent = yield* sendFromWallet(account, transfers, transferOf(account, send))
    yield* addPendingTransaction(pendingTransactionOf(account, send, sent, yield* Clock.currentTimeMillis))
    const landed = yield* waitForSendReceipt(account.network, transfers, sent).pipe(
      Effect.tapErrorTag("ExecutionRevertedError", () => removePendingTransaction(sent))
    )
    // Not landed within the wait: followed in the background, past the end of this send.
    yield* landed ? removePendingTransaction(sent) : Effect.forkDaemon(clearPendingOnReceipt(account.network.caipNetworkId, sent))
    return sent
  }).pipe(Effect.tapError(() => setLoading(false)))
  yield* resetSend
  yield* refreshAfterSend(account, send.token)
  yield* returnToAccount
  return hash
}).pipe(Effect.withSpan("send.sendToken"))
