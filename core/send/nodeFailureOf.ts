import { Option } from "effect"
import type { RpcError } from "../services/RpcTransport.js"
import { classifyTransactionError } from "../errors/TransactionErrors.js"
import type { TransactionError } from "../errors/TransactionErrors.js"

/**
 * A node's refusal of a transaction it was asked about (estimating its gas): the transaction
 * error its words name (insufficient funds, nonce, fee cap, gas, execution reverted, SPEC §8),
 * else the RPC error as it came.
 */
export const nodeFailureOf = (error: RpcError): RpcError | TransactionError =>
  error._tag === "JsonRpcError" ? Option.getOrElse(classifyTransactionError(error.reason), () => error) : error
