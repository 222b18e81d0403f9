import { Effect } from "effect"
import type { ChainNamespace } from "../../schemas/ChainNamespace.js"
import { WalletConnections } from "../services/WalletConnections.js"
import { connectedWallet } from "./connectedWallet.js"

/**
 * Asks the wallet connected in `namespace` to sign a UTF-8 message, the way its family signs
 * (EVM `personal_sign`, 0x hex; Solana `signMessage`, base58). Fails with NoActiveCaipAddress
 * when nothing is connected there, the family's refusal (UserRejectedError, JsonRpcError) when
 * the wallet declines.
 */
export const signWithWallet = Effect.fn("connection.signWithWallet")(function* (namespace: ChainNamespace, message: string) {
  const wallet = yield* connectedWallet(namespace)
  const family = yield* (yield* WalletConnections).familyOf(namespace)
  return yield* family.signMessage(wallet.connector.provider, { message, address: wallet.address })
})
