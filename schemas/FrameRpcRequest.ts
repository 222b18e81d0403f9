/** Payload of `@w3m-app/RPC_REQUEST` (WIRE §4.5): the wallet RPC methods the embedded wallet accepts. */
import { Schema } from "effect"
import { ChainNamespace } from "./ChainNamespace.js"
import { WalletSendCallsParams } from "./Forms.js"
import { ChainIdLike } from "./Hex.js"
import { SafeUnion } from "./SafeUnion.js"

/** EVM methods sent without params. */
export const EVM_METHODS_WITHOUT_PARAMS = [
  "eth_accounts",
  "eth_blockNumber",
  "eth_chainId",
  "eth_gasPrice",
  "eth_maxPriorityFeePerGas",
  "eth_newBlockFilter",
  "eth_newPendingTransactionFilter"
] as const

/** EVM methods with standard positional params. */
export const EVM_METHODS_WITH_PARAMS = [
  "eth_call",
  "eth_estimateGas",
  "eth_feeHistory",
  "eth_getAccount",
  "eth_getBalance",
  "eth_getBlockByHash",
  "eth_getBlockByNumber",
  "eth_getBlockReceipts",
  "eth_getBlockTransactionCountByHash",
  "eth_getBlockTransactionCountByNumber",
  "eth_getCode",
  "eth_getFilterChanges",
  "eth_getFilterLogs",
  "eth_getLogs",
  "eth_getProof",
  "eth_getStorageAt",
  "eth_getTransactionByBlockHashAndIndex",
  "eth_getTransactionByBlockNumberAndIndex",
  "eth_getTransactionByHash",
  "eth_getTransactionCount",
  "eth_getTransactionReceipt",
  "eth_getUncleCountByBlockHash",
  "eth_getUncleCountByBlockNumber",
  "eth_newFilter",
  "eth_sendRawTransaction",
  "eth_syncing",
  "eth_uninstallFilter",
  "personal_sign",
  "eth_signTypedData_v4",
  "eth_sendTransaction",
  "wallet_grantPermissions"
] as const

export const SOLANA_METHODS = [
  "solana_signMessage",
  "solana_signTransaction",
  "solana_signAllTransactions",
  "solana_signAndSendTransaction"
] as const

export const WALLET_METHODS = [
  "wallet_sendCalls",
  "wallet_getCallsStatus",
  "wallet_getCapabilities",
  "wallet_revokePermissions",
  "wallet_getAssets"
] as const

/** Every method the embedded wallet accepts; any other is "Requested RPC call is not allowed". */
export const SUPPORTED_RPC_METHODS = [
  ...EVM_METHODS_WITHOUT_PARAMS,
  ...EVM_METHODS_WITH_PARAMS,
  ...SOLANA_METHODS,
  ...WALLET_METHODS
] as const
export const SupportedRpcMethod = Schema.Literal(...SUPPORTED_RPC_METHODS).annotations({ identifier: "SupportedRpcMethod" })
export type SupportedRpcMethod = typeof SupportedRpcMethod.Type

/** Routing fields the app adds to every request: namespace (default eip155), chain and RPC URL. */
const routing = {
  chainNamespace: Schema.optional(ChainNamespace),
  chainId: Schema.optional(ChainIdLike),
  rpcUrl: Schema.optional(Schema.String)
}

const request = <M extends Schema.Schema.Any, P extends Schema.Struct.Fields>(method: M, params: P) =>
  Schema.Struct({ method, ...params, ...routing })

export const SolanaCommitment = Schema.Literal(
  "processed",
  "confirmed",
  "finalized",
  "recent",
  "single",
  "singleGossip",
  "root",
  "max"
).annotations({ identifier: "SolanaCommitment" })
export type SolanaCommitment = typeof SolanaCommitment.Type

export const EvmRequestWithoutParams = request(Schema.Literal(...EVM_METHODS_WITHOUT_PARAMS), {}).annotations({
  identifier: "EvmRequestWithoutParams"
})
export const EvmRequestWithParams = request(Schema.Literal(...EVM_METHODS_WITH_PARAMS), {
  params: Schema.Array(Schema.Unknown)
}).annotations({ identifier: "EvmRequestWithParams" })
export const SolanaSignMessageRequest = request(Schema.Literal("solana_signMessage"), {
  params: Schema.Struct({ message: Schema.String, pubkey: Schema.String })
}).annotations({ identifier: "SolanaSignMessageRequest" })
export const SolanaSignTransactionRequest = request(Schema.Literal("solana_signTransaction"), {
  params: Schema.Struct({ transaction: Schema.String })
}).annotations({ identifier: "SolanaSignTransactionRequest" })
export const SolanaSignAllTransactionsRequest = request(Schema.Literal("solana_signAllTransactions"), {
  params: Schema.Struct({ transactions: Schema.Array(Schema.String) })
}).annotations({ identifier: "SolanaSignAllTransactionsRequest" })
export const SolanaSignAndSendTransactionRequest = request(Schema.Literal("solana_signAndSendTransaction"), {
  params: Schema.Struct({
    transaction: Schema.String,
    options: Schema.optional(
      Schema.Struct({
        skipPreflight: Schema.optional(Schema.Boolean),
        preflightCommitment: Schema.optional(SolanaCommitment),
        maxRetries: Schema.optional(Schema.Number),
        minContextSlot: Schema.optional(Schema.Number)
      })
    )
  })
}).annotations({ identifier: "SolanaSignAndSendTransactionRequest" })
export const WalletSendCallsRpcRequest = request(Schema.Literal("wallet_sendCalls"), {
  params: WalletSendCallsParams
}).annotations({ identifier: "WalletSendCallsRpcRequest" })
export const WalletGetCallsStatusRequest = request(Schema.Literal("wallet_getCallsStatus"), {
  params: Schema.Array(Schema.String)
}).annotations({ identifier: "WalletGetCallsStatusRequest" })
export const WalletGetCapabilitiesRequest = request(Schema.Literal("wallet_getCapabilities"), {
  params: Schema.optional(Schema.Array(ChainIdLike))
}).annotations({ identifier: "WalletGetCapabilitiesRequest" })
export const WalletAnyParamsRequest = request(Schema.Literal("wallet_revokePermissions", "wallet_getAssets"), {
  params: Schema.optional(Schema.Unknown)
}).annotations({ identifier: "WalletAnyParamsRequest" })

export const FrameRpcRequest = SafeUnion(
  EvmRequestWithoutParams,
  EvmRequestWithParams,
  SolanaSignMessageRequest,
  SolanaSignTransactionRequest,
  SolanaSignAllTransactionsRequest,
  SolanaSignAndSendTransactionRequest,
  WalletSendCallsRpcRequest,
  WalletGetCallsStatusRequest,
  WalletGetCapabilitiesRequest,
  WalletAnyParamsRequest
).annotations({ identifier: "FrameRpcRequest" })
export type FrameRpcRequest = typeof FrameRpcRequest.Type
