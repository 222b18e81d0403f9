import type { Effect } from "effect"
import type { CaipAddress } from "../../schemas/Caip.js"
import type { Network } from "../../schemas/Network.js"
import type { ResponseDecodeError } from "../errors/HttpErrors.js"
import type { TransactionError } from "../errors/TransactionErrors.js"
import type { SendTransactionError } from "./EvmWallet.js"
import type { RpcError } from "./RpcTransport.js"

/** One transfer out of the connected account: the native token, or a token by its CAIP-10 address. */
export interface Transfer {
  readonly from: string
  readonly to: string
  /** In the token's smallest unit. */
  readonly amount: bigint
  /** The token's CAIP-10 address; absent for the network's native token. */
  readonly token?: CaipAddress
  /** The token's decimals (a token transfer may have to name them, as SPL's `transferChecked` does). */
  readonly decimals: number
}

/** What a transfer costs in the native token, shown before it is confirmed. */
export interface TransferFee {
  /** In the native token's smallest unit: everything the sender pays beside the amount. */
  readonly fee: bigint
  /** EVM: the gas units the node estimates and its price (absent where a family has no gas). */
  readonly gas?: bigint
  readonly gasPrice?: bigint
}

/** Where a sent transaction stands on its network. */
export type TransferStatus = "pending" | "landed" | "failed"

/** How a transfer can fail: the wallet's refusal, the node's words for the transaction, an unreadable answer. */
export type TransferError = SendTransactionError | TransactionError | RpcError | ResponseDecodeError

/**
 * Sending on one chain family (SPEC §4 "Token send … dispatches by chain"): the family builds the
 * transaction its networks understand; the core keeps the rules around it (validation, the
 * pending row, how long and how often to wait, what is read again afterwards).
 */
export interface FamilyTransfers {
  /** The fee of the transfer as it would be sent now; the node's refusal fails with its transaction error. */
  readonly estimateFee: (transfer: Transfer, network: Network) => Effect.Effect<TransferFee, TransferError>
  /** Asks the wallet behind `provider` to sign and send the transfer; answers the transaction's id (hash or signature). */
  readonly send: (provider: unknown, transfer: Transfer, network: Network) => Effect.Effect<string, TransferError>
  /** One look at a sent transaction: still pending, landed, or failed on chain. */
  readonly statusOf: (id: string, network: Network["caipNetworkId"]) => Effect.Effect<TransferStatus, RpcError>
}
