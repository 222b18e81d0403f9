/**
 * Sending on EVM networks (SPEC §4, §7 "Send"): a native transfer or a token contract's
 * `transfer`, estimated by the network's node, sent by the wallet's `eth_sendTransaction`, and
 * followed through `eth_getTransactionReceipt`.
 */
import { Effect, Schema } from "effect"
import { ResponseDecodeError } from "../../../core/errors/HttpErrors.js"
import type { TransactionParameters } from "../../../core/evm/sendTransaction.js"
import { evmSendTransaction } from "../../../core/send/evmSendTransaction.js"
import { nodeFailureOf } from "../../../core/send/nodeFailureOf.js"
import type { EvmWallet } from "../../../core/services/EvmWallet.js"
import type { FamilyTransfers } from "../../../core/services/FamilyTransfers.js"
import type { RpcTransport } from "../../../core/services/RpcTransport.js"

const Quantity = Schema.String.pipe(Schema.pattern(/^0x[0-9a-fA-F]+$/))
const decodeQuantity = Schema.decodeUnknown(Quantity)
const isReceipt = Schema.is(Schema.Struct({ status: Schema.optional(Schema.String) }))

const quantity = (value: bigint): string => `0x${value.toString(16)}`

/** The JSON-RPC call object of a transaction from `from`. */
export const callObject = (from: string, transaction: TransactionParameters): Record<string, string> => ({
  from,
  ...(transaction.to === undefined ? {} : { to: transaction.to }),
  ...(transaction.value === undefined ? {} : { value: quantity(transaction.value) }),
  ...(transaction.data === undefined ? {} : { data: transaction.data })
})

export const makeEvmTransfers = (evm: EvmWallet["Type"], rpc: RpcTransport["Type"]): FamilyTransfers => ({
  estimateFee: (transfer, network) => {
    const ask = (method: string, params: ReadonlyArray<unknown>) =>
      rpc.request(network.caipNetworkId, method, params).pipe(
        Effect.mapError(nodeFailureOf),
        Effect.flatMap((result) =>
          decodeQuantity(result).pipe(Effect.mapError((issue) => new ResponseDecodeError({ url: method, issue: issue.message })))
        ),
        Effect.map(BigInt)
      )
    return Effect.all([ask("eth_estimateGas", [callObject(transfer.from, evmSendTransaction(transfer))]), ask("eth_gasPrice", [])], {
      concurrency: 2
    }).pipe(Effect.map(([gas, gasPrice]) => ({ gas, gasPrice, fee: gas * gasPrice })))
  },
  send: (provider, transfer) => evm.sendTransaction(provider, { ...evmSendTransaction(transfer), from: transfer.from }),
  statusOf: (hash, network) =>
    rpc.request(network, "eth_getTransactionReceipt", [hash]).pipe(
      Effect.map((receipt) => (!isReceipt(receipt) ? "pending" : receipt.status === "0x0" ? "failed" : "landed"))
    )
})
