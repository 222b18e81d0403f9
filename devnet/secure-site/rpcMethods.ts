/**
 * Which RPC methods the secure site answers (WIRE §4.5) and which need the user's approval in the
 * frame first (the NOT SAFE list). Shared by the frame page and the server; imports nothing.
 */

/** Answered by the chain's node as they are (WIRE §4.5's EVM read methods). */
export const FORWARDED_METHODS: ReadonlySet<string> = new Set([
  "eth_blockNumber",
  "eth_gasPrice",
  "eth_maxPriorityFeePerGas",
  "eth_newBlockFilter",
  "eth_newPendingTransactionFilter",
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
  "eth_uninstallFilter"
])

/**
 * WIRE §4.5's SAFE user-operation queries: answered by the chain's bundler as they are, on the
 * chains with account abstraction (SiteChain.ts).
 */
export const BUNDLER_METHOD_NAMES = [
  "eth_getUserOperationReceipt",
  "eth_getUserOperationByHash",
  "eth_estimateUserOperationGas",
  "eth_supportedEntryPoints"
] as const
export const BUNDLER_METHODS: ReadonlySet<string> = new Set(BUNDLER_METHOD_NAMES)

/** Answered by the site itself without approval. */
export const LOCAL_SAFE_METHODS: ReadonlySet<string> = new Set([
  "eth_accounts",
  "eth_chainId",
  "wallet_getCapabilities",
  "wallet_getCallsStatus",
  "wallet_getAssets"
])

/** The NOT SAFE methods (WIRE §4.5) the site carries out, each after an Approve click in the frame. */
export const APPROVAL_METHODS: ReadonlySet<string> = new Set([
  "personal_sign",
  "eth_signTypedData_v4",
  "eth_sendTransaction",
  "wallet_sendCalls",
  // ERC-7715: kept per user (smartAccount/grantedPermissions.ts).
  "wallet_grantPermissions",
  "wallet_revokePermissions",
  // Carried out by the user's Solana key (solana/solanaWallet.ts).
  "solana_signMessage",
  "solana_signTransaction",
  "solana_signAllTransactions",
  "solana_signAndSendTransaction"
])

/** WIRE §4.5's NOT SAFE list, whole: none of these runs without the user's approval. */
export const UNSAFE_METHODS: ReadonlySet<string> = new Set([
  ...APPROVAL_METHODS,
  "eth_sendUserOperation"
])

export const isSupportedMethod = (method: string): boolean =>
  FORWARDED_METHODS.has(method) || BUNDLER_METHODS.has(method) || LOCAL_SAFE_METHODS.has(method) || APPROVAL_METHODS.has(method)

/** A supported method that needs the Approve click (WIRE §4.5 NOT SAFE). */
export const needsApproval = (method: string): boolean => APPROVAL_METHODS.has(method)
