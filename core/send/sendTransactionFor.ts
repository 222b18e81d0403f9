import { Effect } from "effect"
import type { ChainNamespace } from "../../schemas/ChainNamespace.js"
import { UnsupportedChain } from "../errors/ConnectionErrors.js"
import type { TransactionParameters } from "../evm/sendTransaction.js"
import { evmSendTransaction } from "./evmSendTransaction.js"
import type { ValidSend } from "./validateSend.js"

/**
 * The send's transaction, by the chain family it goes out on (SPEC §4 "dispatches by chain"):
 * eip155 has one; any namespace without a send path fails with UnsupportedChain ('Unsupported chain').
 */
export const sendTransactionFor = (namespace: ChainNamespace, send: ValidSend): Effect.Effect<TransactionParameters, UnsupportedChain> => {
  switch (namespace) {
    case "eip155":
      return Effect.succeed(evmSendTransaction(send))
    default:
      return Effect.fail(new UnsupportedChain({ chainNamespace: namespace }))
  }
}
