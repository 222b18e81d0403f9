import { SUPPORTED_RPC_METHODS } from "../../schemas/FrameRpcRequest.js"
import type { SupportedRpcMethod } from "../../schemas/FrameRpcRequest.js"

/** Methods the user approves in the frame (WIRE §4.5 NOT SAFE, SPEC §6). */
export const NOT_SAFE_RPC_METHODS = [
  "personal_sign",
  "eth_signTypedData_v4",
  "eth_sendTransaction",
  "solana_signMessage",
  "solana_signTransaction",
  "solana_signAllTransactions",
  "solana_signAndSendTransaction",
  "wallet_sendCalls",
  "wallet_grantPermissions",
  "wallet_revokePermissions",
  "eth_sendUserOperation"
] as const

const notSafe: ReadonlySet<string> = new Set(NOT_SAFE_RPC_METHODS)
const supported: ReadonlySet<string> = new Set(SUPPORTED_RPC_METHODS)

/** Whether the embedded wallet accepts the method at all (SPEC §5 whitelist). */
export const isSupportedRpcMethod = (method: string): method is SupportedRpcMethod => supported.has(method)

/**
 * Whether the method waits for the user's approval in the frame (WIRE §4.5): such a request is
 * shown to the user and aborted when the user dismisses it; every other method is safe, runs
 * without the frame being shown and is never aborted (SPEC §4).
 */
export const needsApproval = (method: string): boolean => notSafe.has(method)
