/**
 * `wallet_getCallsStatus` of a batch the smart account sent as one user operation (EIP-5792 v2):
 * the bundler's user-operation receipt read as the batch's status. The batch is atomic: pending
 * (100) until the operation is mined, then confirmed (200) or reverted as a whole (500), with the
 * one bundle transaction as its receipt and the operation's own logs.
 */
import { numberToHex, type Hex } from "viem"
import type { UserOperationReceipt } from "viem/account-abstraction"

export const PENDING = 100
export const CONFIRMED = 200
export const REVERTED = 500

export const userOperationCallsStatus = (id: Hex, chainId: number, receipt: UserOperationReceipt | undefined) => ({
  version: "2.0.0",
  id,
  chainId: numberToHex(chainId),
  status: receipt === undefined ? PENDING : receipt.success ? CONFIRMED : REVERTED,
  atomic: true,
  receipts:
    receipt === undefined
      ? []
      : [
          {
            logs: receipt.logs.map((log) => ({ address: log.address, data: log.data, topics: log.topics })),
            status: receipt.success ? "0x1" : "0x0",
            blockHash: receipt.receipt.blockHash,
            blockNumber: numberToHex(receipt.receipt.blockNumber),
            gasUsed: numberToHex(receipt.receipt.gasUsed),
            transactionHash: receipt.receipt.transactionHash
          }
        ]
})
