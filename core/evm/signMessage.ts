import { Effect } from "effect"
import { connectedWallet } from "../connection/connectedWallet.js"
import { EvmWallet } from "../services/EvmWallet.js"

/**
 * Asks the connected EVM wallet to sign a UTF-8 message with its account (`personal_sign`) and
 * answers the signature. Fails with NoActiveCaipAddress when no EVM account is connected,
 * UserRejectedError when the user declines, JsonRpcError for any other refusal of the wallet.
 */
export const signMessage = Effect.fn("evm.signMessage")(function* (message: string) {
  const wallet = yield* connectedWallet("eip155")
  const evm = yield* EvmWallet
  return yield* evm.personalSign(wallet.connector.provider, { message, address: wallet.address })
})
