/**
 * Signing a wire-format transaction, legacy or v0: a compact-u16 signature count, the 64-byte
 * signatures, then the message. Signing needs only the message's head (its header and static
 * account keys, the required signers first), not a full decoder, and leaves every other byte as
 * the page gave it, so the page script carries no transaction library.
 */
import { base58 } from "@scure/base"
import { invalidParams } from "../ProviderRpcError.js"
import { readCompactU16 } from "./compactU16.js"
import type { SolanaSigner } from "./solanaSigner.js"

export interface SignedSolanaTransaction {
  /** The transaction in wire format, with the wallet's signature in its slot. */
  readonly bytes: Uint8Array
  /** The transaction's id: its first signature, the fee payer's. */
  readonly signature: Uint8Array
}

const SIGNATURE_BYTES = 64
const KEY_BYTES = 32
// A versioned message starts with 0x80 | version; a legacy one with its signer count, below 0x80.
const VERSION_PREFIX = 0x80

const notATransaction = (why: string) => invalidParams(`not a serialized transaction (${why})`)

/** The offset of the message's header: past the version byte of a v0 message. */
const headerOffset = (bytes: Uint8Array, message: number): number => {
  const prefix = bytes[message]
  if (prefix === undefined) throw notATransaction("no message")
  if ((prefix & VERSION_PREFIX) === 0) return message
  const version = prefix & ~VERSION_PREFIX
  if (version !== 0) throw notATransaction(`message version ${version} is not supported`)
  return message + 1
}

/**
 * Signs as the fee payer or any other required signer the message names: the signature goes into
 * the slot of the wallet's key among the first `numRequiredSignatures` keys. Refused with -32602:
 * bytes that do not parse, and a transaction that does not ask the wallet to sign.
 */
export const signSolanaTransaction = (signer: SolanaSigner, bytes: Uint8Array): SignedSolanaTransaction => {
  const count = readCompactU16(bytes, 0)
  if (count === undefined) throw notATransaction("no signature count")
  const message = count.next + count.value * SIGNATURE_BYTES
  const header = headerOffset(bytes, message)
  const required = bytes[header]
  const keys = readCompactU16(bytes, header + 3)
  if (required === undefined || keys === undefined) throw notATransaction("the message header is cut short")
  if (keys.next + keys.value * KEY_BYTES > bytes.length) throw notATransaction("the account keys are cut short")
  // As the runtime asks: one slot for each signer the message requires, and signers among its keys.
  if (required !== count.value) throw notATransaction(`${count.value} signatures for ${required} required signers`)
  if (required > keys.value) throw notATransaction(`${required} required signers among ${keys.value} keys`)

  let slot = -1
  for (let index = 0; index < required && slot < 0; index++) {
    const start = keys.next + index * KEY_BYTES
    if (signer.publicKey.every((byte, at) => byte === bytes[start + at])) slot = index
  }
  if (slot < 0) throw invalidParams(`the transaction does not ask ${base58.encode(signer.publicKey)} to sign it`)

  // A copy as a plain Uint8Array: a Buffer's `slice` would share, and write into, the page's bytes.
  const signed = Uint8Array.from(bytes)
  signed.set(signer.sign(bytes.subarray(message)), count.next + slot * SIGNATURE_BYTES)
  return { bytes: signed, signature: signed.slice(count.next, count.next + SIGNATURE_BYTES) }
}
