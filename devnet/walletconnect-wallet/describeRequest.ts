/**
 * A session request as a person reads it before approving: what it does, on which chain, and its
 * message or transaction in words (a hex message decoded when it is text, amounts in the chain's
 * coin). Never throws: a malformed request is shown as it came, and refused when approved.
 */
import { formatUnits, hexToBytes, isHex } from "viem"

export interface ChainInfo {
  readonly chainId: number
  readonly name: string
  readonly nativeCurrency: { readonly symbol: string; readonly decimals: number }
}

export interface RequestField {
  readonly label: string
  readonly value: string
}

export interface RequestDescription {
  /** One line: what approving does. */
  readonly summary: string
  readonly chain: string
  readonly fields: ReadonlyArray<RequestField>
}

export interface IncomingRequest {
  readonly method: string
  readonly params: unknown
  /** CAIP-2, `eip155:137`. */
  readonly chainId: string
}

const asArray = (params: unknown): ReadonlyArray<unknown> => (Array.isArray(params) ? params : [])

const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/

/** Bytes as text when they are readable UTF-8 (no control characters), else undefined. */
export const readableText = (bytes: Uint8Array): string | undefined => {
  try {
    const text = new TextDecoder("utf-8", { fatal: true }).decode(bytes)
    return CONTROL.test(text) ? undefined : text
  } catch {
    return undefined
  }
}

/** A `personal_sign` message as text when its bytes are readable UTF-8, else as hex. */
export const readableMessage = (message: string): string => {
  if (!isHex(message)) return message
  try {
    return readableText(hexToBytes(message)) ?? message
  } catch {
    return message
  }
}

export const chainNumber = (caip: string): number | undefined => {
  const match = /^eip155:(\d+)$/.exec(caip)
  return match === null ? undefined : Number(match[1])
}

const chainLabel = (chains: ReadonlyArray<ChainInfo>, chainId: number | undefined, fallback: string): string => {
  const chain = chains.find((entry) => entry.chainId === chainId)
  return chain === undefined ? fallback : `${chain.name} (${chain.chainId})`
}

const hexChain = (value: unknown): number | undefined =>
  typeof value === "string" && /^0x[0-9a-f]+$/i.test(value) ? Number.parseInt(value, 16) : undefined

const json = (value: unknown): string => JSON.stringify(value, null, 2) ?? String(value)

const describePersonalSign = (params: unknown): Pick<RequestDescription, "summary" | "fields"> => {
  const [first, second] = asArray(params)
  // Some dapps send [address, message]: the message is the one that is not a 20-byte address.
  const addressFirst = typeof first === "string" && /^0x[0-9a-f]{40}$/i.test(first) && !(typeof second === "string" && /^0x[0-9a-f]{40}$/i.test(second))
  const message = addressFirst ? second : first
  const account = addressFirst ? first : second
  return {
    summary: "Sign a message",
    fields: [
      { label: "Message", value: typeof message === "string" ? readableMessage(message) : json(message) },
      { label: "Account", value: typeof account === "string" ? account : json(account) }
    ]
  }
}

const describeTypedData = (params: unknown): Pick<RequestDescription, "summary" | "fields"> => {
  const [account, data] = asArray(params)
  let typed: unknown = data
  if (typeof data === "string") {
    try {
      typed = JSON.parse(data)
    } catch {
      typed = data
    }
  }
  const object = typeof typed === "object" && typed !== null ? (typed as Record<string, unknown>) : undefined
  const domain = object?.["domain"] as Record<string, unknown> | undefined
  return {
    summary: `Sign typed data${typeof object?.["primaryType"] === "string" ? ` (${object["primaryType"]})` : ""}`,
    fields: [
      ...(typeof domain?.["name"] === "string" ? [{ label: "Domain", value: domain["name"] }] : []),
      ...(domain?.["verifyingContract"] === undefined ? [] : [{ label: "Contract", value: String(domain["verifyingContract"]) }]),
      { label: "Message", value: json(object?.["message"] ?? typed) },
      { label: "Account", value: typeof account === "string" ? account : json(account) }
    ]
  }
}

const describeTransaction = (params: unknown, chain: ChainInfo | undefined): Pick<RequestDescription, "summary" | "fields"> => {
  const tx = asArray(params)[0]
  const object = typeof tx === "object" && tx !== null ? (tx as Record<string, unknown>) : {}
  const value = typeof object["value"] === "string" && isHex(object["value"]) ? BigInt(object["value"]) : 0n
  const currency = chain?.nativeCurrency ?? { symbol: "ETH", decimals: 18 }
  const data = object["data"] ?? object["input"]
  return {
    summary: "Send a transaction",
    fields: [
      { label: "From", value: String(object["from"] ?? "this wallet") },
      { label: "To", value: typeof object["to"] === "string" ? object["to"] : "a new contract" },
      { label: "Value", value: `${formatUnits(value, currency.decimals)} ${currency.symbol}` },
      ...(typeof data === "string" && data !== "0x" ? [{ label: "Data", value: data }] : []),
      ...(typeof object["gas"] === "string" && isHex(object["gas"]) ? [{ label: "Gas limit", value: BigInt(object["gas"]).toString() }] : [])
    ]
  }
}

export const describeRequest = (request: IncomingRequest, chains: ReadonlyArray<ChainInfo>): RequestDescription => {
  const requestChain = chainNumber(request.chainId)
  const chain = chains.find((entry) => entry.chainId === requestChain)
  const on = chainLabel(chains, requestChain, request.chainId)
  const first = asArray(request.params)[0] as Record<string, unknown> | undefined
  switch (request.method) {
    case "personal_sign":
      return { chain: on, ...describePersonalSign(request.params) }
    case "eth_signTypedData_v4":
      return { chain: on, ...describeTypedData(request.params) }
    case "eth_sendTransaction":
      return { chain: on, ...describeTransaction(request.params, chain) }
    case "wallet_switchEthereumChain": {
      const target = hexChain(first?.["chainId"])
      return { chain: on, summary: `Switch to ${chainLabel(chains, target, String(first?.["chainId"]))}`, fields: [] }
    }
    case "wallet_addEthereumChain": {
      const target = hexChain(first?.["chainId"])
      const name = typeof first?.["chainName"] === "string" ? first["chainName"] : chainLabel(chains, target, String(first?.["chainId"]))
      const rpcUrls = first?.["rpcUrls"]
      return {
        chain: on,
        summary: `Add and switch to ${name}`,
        fields: [
          { label: "Chain ID", value: target === undefined ? String(first?.["chainId"]) : String(target) },
          ...(Array.isArray(rpcUrls) && typeof rpcUrls[0] === "string" ? [{ label: "RPC URL", value: rpcUrls[0] }] : [])
        ]
      }
    }
    default:
      return { chain: on, summary: `Answer ${request.method}`, fields: [{ label: "Parameters", value: json(request.params) }] }
  }
}
