/**
 * The calls of a `wallet_sendCalls` request (WIRE §4.5 `[{chainId?, from?, version?, capabilities?,
 * calls: [{to, data?, value?}]}]`), as the smart account runs them; a malformed one is refused with
 * -32602 (SPEC §5: each call's `to` and `data` are 0x hex).
 */
import { isAddress, isHex } from "viem"
import { INVALID_PARAMS } from "../../wallet/ProviderRpcError.js"
import { evmChainIdOf } from "../SiteChain.js"
import { SiteError } from "../SiteError.js"
import type { SmartAccountCall } from "./siteSmartAccounts.js"

const invalid = (message: string) => new SiteError(`Invalid parameters: ${message}`, INVALID_PARAMS)

export interface SendCallsRequest {
  readonly from: string | undefined
  /** The chain the batch names, when it names one. */
  readonly chainId: number | undefined
  readonly calls: ReadonlyArray<SmartAccountCall>
}

const callOf = (entry: unknown, index: number): SmartAccountCall => {
  if (typeof entry !== "object" || entry === null) throw invalid(`call ${index + 1} is not an object`)
  const { to, data, value } = entry as Record<string, unknown>
  if (typeof to !== "string" || !isAddress(to, { strict: false })) throw invalid(`call ${index + 1}: to must be an address`)
  if (data !== undefined && !(typeof data === "string" && isHex(data))) throw invalid(`call ${index + 1}: data must be 0x hex`)
  if (value !== undefined && !(typeof value === "string" && /^0x[0-9a-fA-F]+$/.test(value))) {
    throw invalid(`call ${index + 1}: value must be a hex quantity`)
  }
  return { to, data: data as `0x${string}` | undefined, value: value === undefined ? undefined : BigInt(value as string) }
}

export const sendCallsParams = (params: unknown): SendCallsRequest => {
  const first: unknown = Array.isArray(params) ? params[0] : undefined
  if (typeof first !== "object" || first === null) throw invalid("expected [{ calls }]")
  const { calls, from, chainId } = first as Record<string, unknown>
  if (!Array.isArray(calls) || calls.length === 0) throw invalid("calls must be a list of at least one call")
  const namedChain = chainId === undefined ? undefined : evmChainIdOf(chainId)
  if (chainId !== undefined && namedChain === undefined) throw invalid(`chainId ${String(chainId)} names no EVM chain`)
  return { from: typeof from === "string" ? from : undefined, chainId: namedChain, calls: calls.map(callOf) }
}
