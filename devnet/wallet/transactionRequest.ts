/**
 * The `eth_sendTransaction` parameter (EIP-1474: hex quantities, `data` or `input`) as the fields
 * a viem local account signs. Fields the page leaves out (nonce, gas, fees) are filled from the chain.
 */
import { isAddress, isHex, type Address, type Hex } from "viem"
import { invalidParams } from "./ProviderRpcError.js"

export interface TransactionFields {
  readonly from: Address | undefined
  readonly to: Address | undefined
  readonly value: bigint | undefined
  readonly data: Hex | undefined
  readonly gas: bigint | undefined
  readonly nonce: number | undefined
  readonly gasPrice: bigint | undefined
  readonly maxFeePerGas: bigint | undefined
  readonly maxPriorityFeePerGas: bigint | undefined
  readonly chainId: number | undefined
}

const quantity = (tx: Record<string, unknown>, key: string): bigint | undefined => {
  const value = tx[key]
  if (value === undefined || value === null) return undefined
  if (typeof value !== "string" || !/^0x[0-9a-fA-F]+$/.test(value)) throw invalidParams(`${key} must be a hex quantity`)
  return BigInt(value)
}

const address = (tx: Record<string, unknown>, key: string): Address | undefined => {
  const value = tx[key]
  if (value === undefined || value === null) return undefined
  if (typeof value !== "string" || !isAddress(value, { strict: false })) throw invalidParams(`${key} must be an address`)
  return value
}

const bytes = (tx: Record<string, unknown>): Hex | undefined => {
  const value = tx["data"] ?? tx["input"]
  if (value === undefined || value === null) return undefined
  if (typeof value !== "string" || !isHex(value)) throw invalidParams("data must be hex bytes")
  return value
}

/** Reads the first parameter of `eth_sendTransaction`; refuses malformed fields with -32602. */
export const transactionFields = (params: unknown): TransactionFields => {
  const first: unknown = Array.isArray(params) ? params[0] : undefined
  if (typeof first !== "object" || first === null) throw invalidParams("expected [transaction]")
  const tx = first as Record<string, unknown>
  const to = address(tx, "to")
  const data = bytes(tx)
  if (to === undefined && data === undefined) throw invalidParams("a transaction needs a recipient or data")
  const nonce = quantity(tx, "nonce")
  const chainId = quantity(tx, "chainId")
  const gasPrice = quantity(tx, "gasPrice")
  const maxFeePerGas = quantity(tx, "maxFeePerGas")
  if (gasPrice !== undefined && maxFeePerGas !== undefined) throw invalidParams("gasPrice and maxFeePerGas are exclusive")
  return {
    from: address(tx, "from"),
    to,
    value: quantity(tx, "value"),
    data,
    gas: quantity(tx, "gas"),
    nonce: nonce === undefined ? undefined : Number(nonce),
    gasPrice,
    maxFeePerGas,
    maxPriorityFeePerGas: quantity(tx, "maxPriorityFeePerGas"),
    chainId: chainId === undefined ? undefined : Number(chainId)
  }
}
