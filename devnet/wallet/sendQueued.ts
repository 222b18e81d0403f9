import type { Hex, PrivateKeyAccount, PublicClient, WalletClient } from "viem"
import type { TransactionFields } from "./transactionRequest.js"

/** A local chain as a development wallet holds it: its clients, and its sends in order. */
export interface QueuedChain {
  readonly publicClient: PublicClient
  readonly walletClient: WalletClient
  /** Sends on one chain run one at a time, so each takes the next nonce the chain reports. */
  queue: Promise<unknown>
}

/**
 * Signs and sends a transaction from a local account after the chain's earlier sends: viem fills
 * gas and fees, signs, and sends eth_sendRawTransaction; a nonce not given is the chain's pending one.
 */
export const sendQueued = (chain: QueuedChain, account: PrivateKeyAccount, fields: TransactionFields): Promise<Hex> => {
  const send = async (): Promise<Hex> => {
    const nonce = fields.nonce ?? (await chain.publicClient.getTransactionCount({ address: account.address, blockTag: "pending" }))
    const fees =
      fields.gasPrice !== undefined ? { gasPrice: fields.gasPrice } : { maxFeePerGas: fields.maxFeePerGas, maxPriorityFeePerGas: fields.maxPriorityFeePerGas }
    return chain.walletClient.sendTransaction({
      account,
      chain: chain.walletClient.chain,
      to: fields.to,
      value: fields.value,
      data: fields.data,
      gas: fields.gas,
      nonce,
      ...fees
    } as Parameters<WalletClient["sendTransaction"]>[0])
  }
  const result = chain.queue.then(send, send)
  chain.queue = result.catch(() => undefined)
  return result
}
