/**
 * A Solana session request as a person reads it before approving: the message as text when it is
 * readable, each transaction with its fee payer. Never throws: what does not decode is shown as
 * it came, and refused when approved.
 */
import { base58, base64 } from "@scure/base"
import { readCompactU16 } from "../wallet/solana/compactU16.js"
import { readableText, type IncomingRequest, type RequestDescription, type RequestField } from "./describeRequest.js"

const json = (value: unknown): string => JSON.stringify(value, null, 2) ?? String(value)

const field = (params: unknown, name: string): unknown =>
  typeof params === "object" && params !== null ? (params as Record<string, unknown>)[name] : undefined

const decodeOr = (codec: { decode: (text: string) => Uint8Array }, value: unknown): Uint8Array | undefined => {
  try {
    return typeof value === "string" ? codec.decode(value) : undefined
  } catch {
    return undefined
  }
}

/** The first account key of a wire-format transaction (legacy or v0): the one that pays its fee. */
const feePayerOf = (bytes: Uint8Array): string | undefined => {
  const count = readCompactU16(bytes, 0)
  if (count === undefined) return undefined
  const message = count.next + count.value * 64
  const prefix = bytes[message]
  if (prefix === undefined) return undefined
  // A versioned message starts with 0x80 | version before its three-byte header.
  const keys = readCompactU16(bytes, message + ((prefix & 0x80) === 0 ? 0 : 1) + 3)
  if (keys === undefined || keys.value === 0 || keys.next + 32 > bytes.length) return undefined
  return base58.encode(bytes.subarray(keys.next, keys.next + 32))
}

const transactionFields = (value: unknown, label: string): ReadonlyArray<RequestField> => {
  const bytes = decodeOr(base64, value)
  const payer = bytes === undefined ? undefined : feePayerOf(bytes)
  return [
    ...(payer === undefined ? [] : [{ label: `${label} fee payer`, value: payer }]),
    { label, value: typeof value === "string" ? value : value === undefined ? "(none given)" : json(value) }
  ]
}

const describe = (request: IncomingRequest): Pick<RequestDescription, "summary" | "fields"> => {
  const { params } = request
  switch (request.method) {
    case "solana_signMessage": {
      const message = field(params, "message")
      const bytes = decodeOr(base58, message)
      const text = bytes === undefined ? undefined : readableText(bytes)
      const pubkey = field(params, "pubkey")
      return {
        summary: "Sign a message",
        fields: [
          { label: "Message", value: text ?? (typeof message === "string" ? message : json(message)) },
          ...(pubkey === undefined ? [] : [{ label: "Account", value: typeof pubkey === "string" ? pubkey : json(pubkey) }])
        ]
      }
    }
    case "solana_signTransaction":
      return { summary: "Sign a transaction", fields: transactionFields(field(params, "transaction"), "Transaction") }
    case "solana_signAllTransactions": {
      const transactions = field(params, "transactions")
      if (!Array.isArray(transactions)) return { summary: "Sign transactions", fields: [{ label: "Parameters", value: json(params) }] }
      return {
        summary: transactions.length === 1 ? "Sign a transaction" : `Sign ${transactions.length} transactions`,
        fields: transactions.flatMap((transaction: unknown, index) => transactionFields(transaction, `Transaction ${index + 1}`))
      }
    }
    case "solana_signAndSendTransaction":
      return { summary: "Sign and send a transaction", fields: transactionFields(field(params, "transaction"), "Transaction") }
    default:
      return { summary: `Answer ${request.method}`, fields: [{ label: "Parameters", value: json(params) }] }
  }
}

/** `chains` are the Solana chains the page signs on: the local cluster, named as such. */
export const describeSolanaRequest = (request: IncomingRequest, chains: ReadonlyArray<string>): RequestDescription => ({
  chain: chains.includes(request.chainId) ? `Solana, local cluster (${request.chainId})` : request.chainId,
  ...describe(request)
})
