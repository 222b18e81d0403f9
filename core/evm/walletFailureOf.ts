import { Option } from "effect"
import { fromJsonRpcError, USER_REJECTION_CODES } from "../errors/JsonRpcError.js"
import type { JsonRpcError, UserRejectedError } from "../errors/JsonRpcError.js"
import { classifyTransactionError } from "../errors/TransactionErrors.js"
import type { SendTransactionError } from "../services/EvmWallet.js"

/** What can be read off a foreign failure: its JSON-RPC code when it has one, and its words. */
export interface ForeignFailure {
  readonly code?: number | undefined
  readonly message: string
  readonly data?: unknown
}

/** EIP-1474 "Internal error": what a failure without a code stands for. */
export const INTERNAL_ERROR_CODE = -32603

/** A wallet's failure as the tagged error it stands for (4001 and 5000 are the user saying no). */
export const walletFailureOf = (failure: ForeignFailure): JsonRpcError | UserRejectedError =>
  fromJsonRpcError({ code: failure.code ?? INTERNAL_ERROR_CODE, message: failure.message, data: failure.data })

/**
 * A failed transaction: the user's refusal first, then the node's reason read from its words
 * (nonce, funds, fee cap, gas, revert), else the plain wallet error.
 */
export const transactionFailureOf = (failure: ForeignFailure): SendTransactionError => {
  if (failure.code !== undefined && USER_REJECTION_CODES.has(failure.code)) return walletFailureOf(failure)
  return Option.getOrElse(classifyTransactionError(failure.message), () => walletFailureOf(failure))
}
