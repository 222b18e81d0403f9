/**
 * One request to a sats-connect provider (`request(method, params)`, the object Xverse injects):
 * it answers a JSON-RPC 2.0 frame rather than throwing. An error frame becomes an Error carrying
 * the EIP-1193 code it stands for (what the Bitcoin provider's callers read), and a tagged error
 * by that code: the user's no is UserRejectedError, anything else a JsonRpcError.
 */
import { Effect } from "effect"
import type { JsonRpcError, UserRejectedError } from "../../../core/errors/JsonRpcError.js"
import { walletFailureOf } from "../../../core/evm/walletFailureOf.js"
import { foreignFailureOf } from "../../EvmWalletEip1193.js"
import { standardWalletFailureOf } from "../standard/walletFailure.js"

export type SatsConnectEventName = "accountChange" | "disconnect"

export interface SatsConnectProvider {
  readonly request: (method: string, params?: unknown) => Promise<unknown>
  /** sats-connect's `({ eventName, cb })`, answering the unsubscribe; some wallets have none. */
  readonly addListener?: (info: { readonly eventName: SatsConnectEventName; readonly cb: (event: unknown) => void }) => unknown
}

export const isSatsConnectProvider = (value: unknown): value is SatsConnectProvider =>
  typeof value === "object" && value !== null && typeof (value as { readonly request?: unknown }).request === "function"

/** sats-connect's own codes (`RpcErrorCode` of @sats-connect/core) by the EIP-1193 code they mean. */
const EIP1193_CODE_OF: ReadonlyMap<number, number> = new Map([
  // USER_REJECTION: the user rejected or cancelled.
  [-32000, 4001],
  // ACCESS_DENIED: the site may not use the account or method.
  [-32002, 4100],
  // METHOD_NOT_FOUND: a method the wallet does not have.
  [-32601, 4200]
])

/** EIP-1193 "Unauthorized" and "Unsupported method", as the kind tells them apart. */
export const UNAUTHORIZED_CODE = 4100
export const UNSUPPORTED_METHOD_CODE = 4200

const coded = (message: string, code: number | undefined): Error => Object.assign(new Error(message), code === undefined ? {} : { code })

/** The result of a request; an error frame (or an answer that is no frame) is thrown as a coded Error. */
export const satsRequest = async (provider: SatsConnectProvider, method: string, params?: unknown): Promise<unknown> => {
  const answer = (await provider.request(method, params)) as { readonly result?: unknown; readonly error?: unknown } | null | undefined
  if (typeof answer === "object" && answer !== null && "result" in answer) return answer.result
  const error = typeof answer === "object" && answer !== null ? (answer.error as { readonly code?: unknown; readonly message?: unknown } | undefined) : undefined
  if (error === undefined || error === null) throw coded(`The wallet answered ${method} with no JSON-RPC frame`, undefined)
  const code = typeof error.code === "number" ? (EIP1193_CODE_OF.get(error.code) ?? error.code) : undefined
  throw coded(typeof error.message === "string" ? error.message : `The wallet refused ${method}`, code)
}

/**
 * A failure by its code when it has one (sats-connect's answers always do: "Access denied" is
 * ACCESS_DENIED, not the user's no); a thrown one without a code is read as a Wallet Standard one.
 */
const satsFailureOf = (error: unknown): JsonRpcError | UserRejectedError => {
  const failure = foreignFailureOf(error)
  return failure.code === undefined ? standardWalletFailureOf(error) : walletFailureOf(failure)
}

/** The request as an Effect, failing with the tagged error the wallet's answer stands for. */
export const satsCall = (provider: SatsConnectProvider, method: string, params?: unknown): Effect.Effect<unknown, JsonRpcError | UserRejectedError> =>
  Effect.tryPromise({ try: () => satsRequest(provider, method, params), catch: satsFailureOf })
