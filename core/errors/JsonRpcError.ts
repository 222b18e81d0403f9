import { Data } from "effect"

/**
 * The standard texts of JSON-RPC 2.0, EIP-1474, EIP-1193, CAIP-25 and EIP-5792 error codes.
 * A node or wallet usually sends its own message; this text is used when it sends none.
 */
export const JSON_RPC_CODE_TEXTS: Readonly<Record<number, string>> = {
  [-32700]: "Parse error",
  [-32600]: "Invalid request",
  [-32601]: "Method not found",
  [-32602]: "Invalid params",
  [-32603]: "Internal error",
  [-32000]: "Invalid input",
  [-32001]: "Resource not found",
  [-32002]: "Resource unavailable",
  [-32003]: "Transaction rejected",
  [-32004]: "Method not supported",
  [-32005]: "Limit exceeded",
  [-32006]: "JSON-RPC version not supported",
  4001: "User rejected the request",
  4100: "Unauthorized",
  4200: "Unsupported method",
  4900: "Disconnected",
  4901: "Chain disconnected",
  4902: "Unrecognized chain",
  5000: "User rejected",
  5700: "Unsupported non-optional capability",
  5710: "Unsupported chain id",
  5720: "Duplicate id",
  5730: "Unknown bundle id",
  5740: "Bundle too large",
  5750: "Atomic-ready wallet rejected upgrade",
  5760: "Atomicity not supported"
}

/** Codes by which a wallet says the user said no. */
export const USER_REJECTION_CODES: ReadonlySet<number> = new Set([4001, 5000])

export const isKnownJsonRpcCode = (code: number): boolean => code in JSON_RPC_CODE_TEXTS

/** An error object returned by a node or a wallet, carrying its JSON-RPC code. */
export class JsonRpcError extends Data.TaggedError("JsonRpcError")<{
  readonly code: number
  readonly reason: string
  readonly data?: unknown
}> {
  get isUserRejection(): boolean {
    return USER_REJECTION_CODES.has(this.code)
  }
}

/** The user declined a request in the wallet (codes 4001 and 5000). */
export class UserRejectedError extends Data.TaggedError("UserRejectedError")<{
  readonly code: number
}> {}

/** Translates a foreign `{code, message, data}` error into the tagged error it stands for. */
export const fromJsonRpcError = (error: {
  readonly code: number
  readonly message?: string | undefined
  readonly data?: unknown
}): JsonRpcError | UserRejectedError =>
  USER_REJECTION_CODES.has(error.code)
    ? new UserRejectedError({ code: error.code })
    : new JsonRpcError({
        code: error.code,
        reason: error.message && error.message.length > 0 ? error.message : JSON_RPC_CODE_TEXTS[error.code] ?? "Unknown error",
        data: error.data
      })
