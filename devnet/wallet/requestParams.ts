/**
 * The parameters of the dev wallet's requests, read the way wallets read them: a malformed request
 * is refused with -32602 (invalid params) and a message saying what was expected.
 */
import { isAddress } from "viem"
import { invalidParams } from "./ProviderRpcError.js"

export const paramsArray = (params: unknown): ReadonlyArray<unknown> => (Array.isArray(params) ? params : [])

/** `0x`-prefixed hex chain id of a wallet_* parameter object. */
export const chainIdParam = (params: unknown): { readonly chainId: number; readonly hex: string; readonly object: Record<string, unknown> } => {
  const first = paramsArray(params)[0]
  if (typeof first !== "object" || first === null) throw invalidParams("expected [{ chainId }]")
  const object = first as Record<string, unknown>
  const hex = object["chainId"]
  if (typeof hex !== "string" || !/^0x[0-9a-fA-F]+$/.test(hex)) throw invalidParams("chainId must be a hex string")
  return { chainId: Number.parseInt(hex, 16), hex, object }
}

/** `personal_sign` takes [message, address]; some pages send them the other way round. */
export const personalSignParams = (params: unknown): { readonly message: string; readonly address: string } => {
  const [first, second] = paramsArray(params)
  if (typeof first !== "string" || typeof second !== "string") throw invalidParams("expected [message, address]")
  return isAddress(first, { strict: false }) && !isAddress(second, { strict: false })
    ? { message: second, address: first }
    : { message: first, address: second }
}

export const typedDataParams = (params: unknown): { readonly address: string; readonly typedData: Record<string, unknown> } => {
  const [address, data] = paramsArray(params)
  if (typeof address !== "string") throw invalidParams("expected [address, typedData]")
  let parsed: unknown = data
  if (typeof data === "string") {
    try {
      parsed = JSON.parse(data)
    } catch {
      throw invalidParams("typed data is not valid JSON")
    }
  }
  if (typeof parsed !== "object" || parsed === null) throw invalidParams("typed data must be an object")
  const typedData = parsed as Record<string, unknown>
  if (typeof typedData["primaryType"] !== "string" || typeof typedData["types"] !== "object") {
    throw invalidParams("typed data needs types and primaryType")
  }
  return { address, typedData }
}
