/**
 * The embedded wallet's own NOT SAFE requests (WIRE §4.5) as a person reads them before approving:
 * a `wallet_sendCalls` batch call by call (one user operation when the smart account sends it),
 * and ERC-7715 permissions granted or revoked. Never throws: what does not read is shown as it came.
 */
import { formatUnits, isHex } from "viem"
import type { ChainInfo, IncomingRequest, RequestDescription, RequestField } from "../../walletconnect-wallet/describeRequest.js"

/** The methods described here; the others are the wallet page's (describeRequest.ts). */
export const WALLET_REQUEST_METHODS: ReadonlySet<string> = new Set(["wallet_sendCalls", "wallet_grantPermissions", "wallet_revokePermissions"])

const json = (value: unknown): string => JSON.stringify(value, null, 2) ?? String(value)

const firstObject = (params: unknown): Record<string, unknown> | undefined => {
  const first: unknown = Array.isArray(params) ? params[0] : params
  return typeof first === "object" && first !== null ? (first as Record<string, unknown>) : undefined
}

const callFields = (call: unknown, index: number, chain: ChainInfo | undefined): ReadonlyArray<RequestField> => {
  const object = typeof call === "object" && call !== null ? (call as Record<string, unknown>) : {}
  const { to, value, data } = object
  const currency = chain?.nativeCurrency ?? { symbol: "ETH", decimals: 18 }
  const amount = typeof value === "string" && isHex(value) && value !== "0x" ? BigInt(value) : 0n
  const label = `Call ${index + 1}`
  return [
    { label: `${label} to`, value: typeof to === "string" ? to : json(to) },
    ...(amount === 0n ? [] : [{ label: `${label} value`, value: `${formatUnits(amount, currency.decimals)} ${currency.symbol}` }]),
    ...(typeof data === "string" && data !== "0x" ? [{ label: `${label} data`, value: data }] : [])
  ]
}

const describeCalls = (params: unknown, chain: ChainInfo | undefined): Pick<RequestDescription, "summary" | "fields"> => {
  const calls = firstObject(params)?.["calls"]
  if (!Array.isArray(calls)) return { summary: "Send calls", fields: [{ label: "Parameters", value: json(params) }] }
  return {
    summary: calls.length === 1 ? "Send 1 call" : `Send ${calls.length} calls in one batch`,
    fields: calls.flatMap((call: unknown, index) => callFields(call, index, chain))
  }
}

const describeGrant = (params: unknown): Pick<RequestDescription, "summary" | "fields"> => {
  const request = firstObject(params)
  const expiry = request?.["expiry"]
  const permissions = request?.["permissions"]
  const signer = request?.["signer"]
  return {
    summary: "Grant permissions",
    fields: [
      ...(typeof expiry === "number" && Number.isFinite(expiry) ? [{ label: "Until", value: new Date(expiry * 1000).toISOString() }] : []),
      ...(signer === undefined ? [] : [{ label: "To", value: json(signer) }]),
      ...(Array.isArray(permissions)
        ? permissions.map((permission: unknown, index) => {
            const { type, data } = typeof permission === "object" && permission !== null ? (permission as Record<string, unknown>) : {}
            return { label: `Permission ${index + 1}${typeof type === "string" ? `: ${type}` : ""}`, value: json(data ?? permission) }
          })
        : [{ label: "Parameters", value: json(params) }])
    ]
  }
}

const describeRevoke = (params: unknown): Pick<RequestDescription, "summary" | "fields"> => {
  const first: unknown = Array.isArray(params) ? params[0] : params
  const object = firstObject(params)
  const context = typeof first === "string" ? first : (object?.["permissionsContext"] ?? object?.["permissionContext"] ?? object?.["context"] ?? object?.["id"])
  return {
    summary: "Revoke permissions",
    fields: [typeof context === "string" ? { label: "Permissions", value: context } : { label: "Parameters", value: json(params) }]
  }
}

export const describeWalletRequest = (request: IncomingRequest, chain: ChainInfo | undefined): Pick<RequestDescription, "summary" | "fields"> => {
  switch (request.method) {
    case "wallet_sendCalls":
      return describeCalls(request.params, chain)
    case "wallet_grantPermissions":
      return describeGrant(request.params)
    default:
      return describeRevoke(request.params)
  }
}
