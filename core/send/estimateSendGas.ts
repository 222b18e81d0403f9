import { Effect } from "effect"
import { familyTransfers } from "./familyTransfers.js"
import { sendAccount } from "./sendAccount.js"
import { transferOf } from "./transferOf.js"
import { getSendState, updateSendState } from "./updateSendState.js"
import { validateSend } from "./validateSend.js"

/**
 * The network fee of the send being prepared, shown before it is confirmed: the send is validated
 * (SPEC §5), and its family asked what the transfer would cost now (EVM: the node's
 * `eth_estimateGas` × `eth_gasPrice`; Solana: the fee of its message, plus the rent of a token
 * account it has to create). The estimate is kept in the send state. A node that refuses the
 * transaction fails with the transaction error its words name (insufficient funds, execution
 * reverted, …).
 */
export const estimateSendGas = Effect.gen(function* () {
  const send = yield* Effect.flatMap(getSendState, validateSend)
  const account = yield* sendAccount
  const transfers = yield* familyTransfers(account.network.chainNamespace)
  const estimate = yield* transfers.estimateFee(transferOf(account, send), account.network)
  yield* updateSendState((state) => ({ ...state, gasEstimate: estimate }))
  return estimate
}).pipe(Effect.withSpan("send.estimateSendGas"))
