/**
 * A Wallet Standard wallet (Solana's, Bitcoin's) throws plain Errors: some carry an EIP-1193 code
 * (4001), many only words ("User rejected the request"). Both are read, so a refusal is a
 * UserRejectedError whatever the wallet's style, and anything else a JsonRpcError (SPEC §8).
 */
import { UserRejectedError } from "../../../core/errors/JsonRpcError.js"
import type { JsonRpcError } from "../../../core/errors/JsonRpcError.js"
import { walletFailureOf } from "../../../core/evm/walletFailureOf.js"
import { foreignFailureOf } from "../../EvmWalletEip1193.js"

/** EIP-1193 "User rejected the request". */
export const USER_REJECTED_CODE = 4001
/** EIP-1193 "Unsupported method": a feature the wallet does not have. */
export const UNSUPPORTED_METHOD_CODE = 4200

const REFUSAL_WORDS = /reject|denied|declined|cancel/i

export const standardWalletFailureOf = (error: unknown): JsonRpcError | UserRejectedError => {
  const failure = foreignFailureOf(error)
  const translated = walletFailureOf(failure)
  // Words win over a code: wallets that refuse in words send an internal-error code, if any.
  if (translated._tag === "JsonRpcError" && REFUSAL_WORDS.test(failure.message)) return new UserRejectedError({ code: USER_REJECTED_CODE })
  return translated
}

/** What the provider throws for a feature the wallet lacks: an Error with the code it stands for. */
export const unsupportedFeature = (feature: string): Error =>
  Object.assign(new Error(`The wallet does not support ${feature}`), { code: UNSUPPORTED_METHOD_CODE })
