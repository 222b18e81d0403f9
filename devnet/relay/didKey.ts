/**
 * `did:key` for Ed25519 keys as the relay's clients write them (WIRE.md §6.1): `did:key:z` then
 * base58btc of the multicodec prefix 0xed 0x01 and the 32-byte public key.
 */
import { decodeBase58, encodeBase58 } from "../solana/base58.js"

const PREFIX = "did:key:z"
const ED25519_MULTICODEC = [0xed, 0x01] as const

export const didKeyOf = (publicKey: Uint8Array): string =>
  PREFIX + encodeBase58(Uint8Array.from([...ED25519_MULTICODEC, ...publicKey]))

/** The public key inside a `did:key`, or `undefined` when it is not an Ed25519 one. */
export const publicKeyOfDidKey = (did: string): Uint8Array | undefined => {
  if (!did.startsWith(PREFIX)) return undefined
  const bytes = decodeBase58(did.slice(PREFIX.length))
  if (bytes === undefined || bytes.length !== 34) return undefined
  if (bytes[0] !== ED25519_MULTICODEC[0] || bytes[1] !== ED25519_MULTICODEC[1]) return undefined
  return bytes.slice(2)
}
