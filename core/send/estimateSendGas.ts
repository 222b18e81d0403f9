import { Effect, Schema } from "effect"
import { ResponseDecodeError } from "../errors/HttpErrors.js"
import type { TransactionParameters } from "../evm/sendTransaction.js"
import { RpcTransport } from "../services/RpcTransport.js"
import type { GasEstimate } from "../services/SendState.js"
import { nodeFailureOf } from "./nodeFailureOf.js"
import { sendAccount } from "./sendAccount.js"
import { sendTransactionFor } from "./sendTransactionFor.js"
import { getSendState, updateSendState } from "./updateSendState.js"
import { validateSend } from "./validateSend.js"

const Quantity = Schema.String.pipe(Schema.pattern(/^0x[0-9a-fA-F]+$/))

const quantity = (value: bigint): string => `0x${value.toString(16)}`

/** The JSON-RPC call object of a transaction from `from`. */
export const callObject = (from: string, transaction: TransactionParameters): Record<string, string> => ({
  from,
  ...(transaction.to === undefined ? {} : { to: transaction.to }),
  ...(transaction.value === undefined ? {} : { value: quantity(transaction.value) }),
  ...(transaction.data === undefined ? {} : { data: transaction.data })
})

/**
 * The network fee of the send being prepared, shown before it is confirmed: the send is validated
 * (SPEC §5), its transaction built for the chain family (SPEC §4), and the network's node asked
 * for `eth_estimateGas` and `eth_gasPrice`. The estimate is kept in the send state. A node that
 * refuses the transaction fails with the transaction error its words name (insufficient funds,
 * execution reverted, …).
 */
export const estimateSendGas = Effect.gen(function* () {
  const send = yield* Effect.flatMap(getSendState, validateSend)
  const account = yield* sendAccount
  const transaction = yield* sendTransactionFor(account.network.chainNamespace, send)
  const rpc = yield* RpcTransport
  const ask = (method: string, params: ReadonlyArray<unknown>) =>
    rpc.request(account.network.caipNetworkId, method, params).pipe(
      Effect.mapError(nodeFailureOf),
      Effect.flatMap((result) =>
        Schema.decodeUnknown(Quantity)(result).pipe(
          Effect.mapError((issue) => new ResponseDecodeError({ url: method, issue: issue.message }))
        )
      ),
      Effect.map(BigInt)
    )
  const [gas, gasPrice] = yield* Effect.all(
    [ask("eth_estimateGas", [callObject(account.address, transaction)]), ask("eth_gasPrice", [])],
    { concurrency: 2 }
  )
  const estimate: GasEstimate = { gas, gasPrice, fee: gas * gasPrice }
  yield* updateSendState((state) => ({ ...state, gasEstimate: estimate }))
  return estimate
}).pipe(Effect.withSpan("send.estimateSendGas"))
