/**
 * The params of the WalletConnect Solana RPC requests, read strictly: a field of the wrong kind, or
 * text that is not the base58 or base64 it must be, is refused with -32602 before any signing.
 */
import { base58, base64 } from "@scure/base"
import { invalidParams } from "../wallet/ProviderRpcError.js"

export interface SendOptions {
  readonly preflightCommitment?: "processed" | "confirmed" | "finalized"
  readonly skipPreflight?: boolean
  readonly maxRetries?: number
  readonly minContextSlot?: number
}

const objectOf = (params: unknown): Record<string, unknown> => {
  if (typeof params !== "object" || params === null || Array.isArray(params)) throw invalidParams("expected an object")
  return params as Record<string, unknown>
}

const decoded = (codec: { decode: (text: string) => Uint8Array }, name: string, field: string, value: unknown): Uint8Array => {
  if (typeof value !== "string") throw invalidParams(`${field} must be ${name} text`)
  try {
    return codec.decode(value)
  } catch {
    throw invalidParams(`${field} is not ${name}`)
  }
}

/** `{ message: base58, pubkey }`: the message's bytes, and the account asked to sign, if named. */
export const signMessageParams = (params: unknown): { readonly message: Uint8Array; readonly pubkey: string | undefined } => {
  const object = objectOf(params)
  const pubkey = object["pubkey"]
  if (pubkey !== undefined && typeof pubkey !== "string") throw invalidParams("pubkey must be a base58 address")
  return { message: decoded(base58, "base58", "message", object["message"]), pubkey }
}

/** `{ transaction: base64 }`: the serialized transaction's bytes. */
export const transactionParam = (params: unknown): Uint8Array => decoded(base64, "base64", "transaction", objectOf(params)["transaction"])

/** `{ transactions: base64[] }`: each serialized transaction's bytes. */
export const transactionsParam = (params: unknown): ReadonlyArray<Uint8Array> => {
  const transactions = objectOf(params)["transactions"]
  if (!Array.isArray(transactions)) throw invalidParams("transactions must be an array of base64 text")
  return transactions.map((transaction: unknown, index) => decoded(base64, "base64", `transactions[${index}]`, transaction))
}

const COMMITMENTS: ReadonlyArray<unknown> = ["processed", "confirmed", "finalized"]

/** The optional `sendOptions` of signAndSendTransaction: the fields the node's `sendTransaction` takes. */
export const sendOptionsParam = (params: unknown): SendOptions | undefined => {
  const options = objectOf(params)["sendOptions"]
  if (options === undefined) return undefined
  const object = objectOf(options)
  const { preflightCommitment, skipPreflight, maxRetries, minContextSlot } = object
  if (preflightCommitment !== undefined && !COMMITMENTS.includes(preflightCommitment)) throw invalidParams("sendOptions.preflightCommitment is not a commitment")
  if (skipPreflight !== undefined && typeof skipPreflight !== "boolean") throw invalidParams("sendOptions.skipPreflight must be a boolean")
  for (const [name, value] of [["maxRetries", maxRetries], ["minContextSlot", minContextSlot]] as const) {
    if (value !== undefined && !(typeof value === "number" && Number.isSafeInteger(value) && value >= 0)) throw invalidParams(`sendOptions.${name} must be a whole number`)
  }
  return object as SendOptions
}
