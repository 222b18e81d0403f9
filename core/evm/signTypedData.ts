import { Effect } from "effect"
import { connectedWallet } from "../connection/connectedWallet.js"
import { EvmWallet } from "../services/EvmWallet.js"
import type { TypedData } from "../services/EvmWallet.js"

/**
 * Asks the connected EVM wallet to sign EIP-712 typed data with its account
 * (`eth_signTypedData_v4`) and answers the signature. Fails like `signMessage`.
 */
export const signTypedData = Effect.fn("evm.signTypedData")(function* (typedData: TypedData) {
  const wallet = yield* connectedWallet("eip155")
  const evm = yield* EvmWallet
  return yield* evm.signTypedData(wallet.connector.provider, { address: wallet.address, typedData })
})
