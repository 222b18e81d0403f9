/**
 * The errors an EIP-1193 provider answers with (EIP-1193 and EIP-1474 codes), shaped as wallets
 * throw them: an `Error` with a numeric `code`, so a page can branch on `error.code === 4001`.
 */
export class ProviderRpcError extends Error {
  readonly code: number
  readonly data?: unknown

  constructor(code: number, message: string, data?: unknown) {
    super(message)
    this.name = "ProviderRpcError"
    this.code = code
    if (data !== undefined) this.data = data
  }
}

export const USER_REJECTED = 4001
export const UNAUTHORIZED = 4100
export const UNSUPPORTED_METHOD = 4200
export const DISCONNECTED = 4900
export const UNRECOGNIZED_CHAIN = 4902
export const INVALID_PARAMS = -32602
export const INTERNAL_ERROR = -32603

export const userRejected = () => new ProviderRpcError(USER_REJECTED, "User rejected the request.")

export const unauthorized = () =>
  new ProviderRpcError(UNAUTHORIZED, "The requested account and/or method has not been authorized by the user.")

export const unsupportedMethod = (method: string) =>
  new ProviderRpcError(UNSUPPORTED_METHOD, `The requested method is not supported by this Ethereum provider: ${method}`)

export const unrecognizedChain = (chainIdHex: string) =>
  new ProviderRpcError(
    UNRECOGNIZED_CHAIN,
    `Unrecognized chain ID "${chainIdHex}". Try adding the chain using wallet_addEthereumChain first.`
  )

export const invalidParams = (message: string) => new ProviderRpcError(INVALID_PARAMS, `Invalid parameters: ${message}`)
