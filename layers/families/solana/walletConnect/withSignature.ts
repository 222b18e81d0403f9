/**
 * A serialized Solana transaction (legacy or versioned) with one signer's signature put in its slot,
 * for a wallet that answers a signing request with the signature alone. The wire format: a
 * compact-u16 count of signatures, the 64-byte signatures, then the message, whose header's first
 * byte is the number of required signers and whose account keys list those signers first.
 */
const SIGNATURE_LENGTH = 64
const KEY_LENGTH = 32

/** A compact-u16 (shortvec) at `offset`: its value and the offset after it. */
const readShortVec = (bytes: Uint8Array, offset: number): { readonly value: number; readonly next: number } => {
  let value = 0
  for (let i = 0; i < 3; i++) {
    const byte = bytes[offset + i]
    if (byte === undefined) throw new Error("The transaction ends inside a length")
    value |= (byte & 0x7f) << (7 * i)
    if ((byte & 0x80) === 0) return { value, next: offset + i + 1 }
  }
  throw new Error("A transaction length takes more than three bytes")
}

const sameKey = (bytes: Uint8Array, offset: number, key: Uint8Array): boolean => key.every((byte, i) => bytes[offset + i] === byte)

export const withSignature = (transaction: Uint8Array, signer: Uint8Array, signature: Uint8Array): Uint8Array => {
  if (signature.length !== SIGNATURE_LENGTH) throw new Error(`A signature is ${SIGNATURE_LENGTH} bytes, not ${signature.length}`)
  const signatures = readShortVec(transaction, 0)
  let message = signatures.next + signatures.value * SIGNATURE_LENGTH
  // A versioned message starts with its version byte (high bit set); a legacy one with the header.
  if (((transaction[message] ?? 0) & 0x80) !== 0) message += 1
  const required = transaction[message] ?? 0
  const keys = readShortVec(transaction, message + 3)
  const slot = Array.from({ length: Math.min(required, signatures.value) }, (_, i) => i).find((i) =>
    sameKey(transaction, keys.next + i * KEY_LENGTH, signer)
  )
  if (slot === undefined) throw new Error("The transaction does not ask this account to sign")
  // A copy: a Buffer's (web3.js serializes legacy transactions to one) `slice` is a view of it.
  const signed = new Uint8Array(transaction)
  signed.set(signature, signatures.next + slot * SIGNATURE_LENGTH)
  return signed
}
