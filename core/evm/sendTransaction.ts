import { Effect } from "effect"
import { connectedWallet } from "../connection/connectedWallet.js"
import { EvmWallet } from "../services/EvmWallet.js"
import type { TransactionRequest } from "../services/EvmWallet.js"

/** A transaction from the connected account: everything but the sender. */
export type TransactionParameters = Omit<TransactionRequest, "from">

/**
 * Asks the connected EVM wallet to send a transaction from its account (`eth_sendTransaction`)
 * and answers the transaction hash. Besides the failures of `signMessage`, a node's refusal
 * arrives as its transaction error (nonce, insufficient funds, fee cap, gas, execution reverted).
 */
export const sendTransaction = Effect.fn("evm.sendTransaction")(function* (transaction: TransactionParameters) {
  const wallet = yield* connectedWallet("eip155")
  const evm = yield* EvmWallet
  return yield* evm.sendTransaction(wallet.connector.provider, { ...transaction, from: wallet.address })
})
