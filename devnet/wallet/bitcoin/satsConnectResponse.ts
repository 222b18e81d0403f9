import { DISCONNECTED, INTERNAL_ERROR, INVALID_PARAMS, ProviderRpcError, UNAUTHORIZED, USER_REJECTED } from "../ProviderRpcError.js"

/**
 * sats-connect's answers: a provider's `request` never throws, it resolves to a JSON-RPC 2.0
 * response, an error one carrying sats-connect's codes (`RpcErrorCode` in @sats-connect/core).
 */
export const SatsConnectErrorCode = {
  METHOD_NOT_FOUND: -32601,
  INVALID_PARAMS: -32602,
  INTERNAL_ERROR: -32603,
  /** The user rejected or cancelled the request. */
  USER_REJECTION: -32000,
  /** The site may not use the account or method. */
  ACCESS_DENIED: -32002
} as const

export type SatsConnectResponse =
  | { readonly jsonrpc: "2.0"; readonly id: string; readonly result: unknown }
  | { readonly jsonrpc: "2.0"; readonly id: string; readonly error: { readonly code: number; readonly message: string; readonly data?: unknown } }

/** The wallet's own codes (shared with the other halves) as sats-connect's. */
const codeOf = (error: ProviderRpcError): number => {
  switch (error.code) {
    case USER_REJECTED:
      return SatsConnectErrorCode.USER_REJECTION
    case UNAUTHORIZED:
      return SatsConnectErrorCode.ACCESS_DENIED
    case INVALID_PARAMS:
    case SatsConnectErrorCode.METHOD_NOT_FOUND:
      return error.code
    case DISCONNECTED:
    case INTERNAL_ERROR:
    default:
      return SatsConnectErrorCode.INTERNAL_ERROR
  }
}

export const success = (id: string, result: unknown): SatsConnectResponse => ({ jsonrpc: "2.0", id, result })

export const failure = (id: string, error: unknown): SatsConnectResponse => {
  const coded = error instanceof ProviderRpcError ? error : new ProviderRpcError(INTERNAL_ERROR, error instanceof Error ? error.message : String(error))
  return { jsonrpc: "2.0", id, error: { code: codeOf(coded), message: coded.message, ...(coded.data === undefined ? {} : { data: coded.data }) } }
}
