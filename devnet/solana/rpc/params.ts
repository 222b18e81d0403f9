import { PublicKey } from "@solana/web3.js"
import { INVALID_PARAMS, JsonRpcError } from "../../net/jsonRpcHttpServer.js"
import { decodeBase58 } from "../base58.js"
import type { SolanaLedger } from "../SolanaLedger.js"

/** Readers for positional JSON-RPC params that answer -32602 on anything malformed. */

export const invalidParams = (message: string): JsonRpcError => new JsonRpcError(INVALID_PARAMS, message)

export const list = (params: unknown): ReadonlyArray<unknown> => {
  if (!Array.isArray(params)) throw invalidParams("Invalid params: expected an array")
  return params
}

export const stringAt = (params: unknown, index: number, what: string): string => {
  const value = list(params)[index]
  if (typeof value !== "string") throw invalidParams(`Invalid params: ${what} must be a string`)
  return value
}

export const numberAt = (params: unknown, index: number, what: string): number => {
  const value = list(params)[index]
  if (typeof value !== "number" || !Number.isSafeInteger(value) || value < 0) {
    throw invalidParams(`Invalid params: ${what} must be a non-negative integer`)
  }
  return value
}

/** The optional configuration object at `index` (`{}` when absent). */
export const configAt = (params: unknown, index: number): Readonly<Record<string, unknown>> => {
  const value = list(params)[index]
  if (value === undefined || value === null) return {}
  if (typeof value !== "object" || Array.isArray(value)) throw invalidParams("Invalid params: configuration must be an object")
  return value as Record<string, unknown>
}

export const publicKey = (text: unknown): PublicKey => {
  const bytes = typeof text === "string" ? decodeBase58(text) : undefined
  if (bytes === undefined) throw invalidParams("Invalid param: Invalid")
  if (bytes.length !== 32) throw invalidParams("Invalid param: WrongSize")
  return new PublicKey(bytes)
}

export const publicKeyAt = (params: unknown, index: number): PublicKey => publicKey(list(params)[index])

/** A base58 transaction signature (64 bytes). */
export const signature = (text: unknown): string => {
  const bytes = typeof text === "string" ? decodeBase58(text) : undefined
  if (bytes === undefined || bytes.length !== 64) throw invalidParams("Invalid param: Invalid signature")
  return text as string
}

/** The `context` of every `{ context, value }` answer. */
export const context = (ledger: SolanaLedger) => ({ slot: ledger.slot, apiVersion: API_VERSION })

export const API_VERSION = "2.2.0"
