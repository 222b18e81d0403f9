import { ed25519 } from "@noble/curves/ed25519"
import { base58 } from "@scure/base"
import { INTERNAL_ERROR, ProviderRpcError } from "../ProviderRpcError.js"

/** What signing needs of the key: its public half, and Ed25519 signatures by it. */
export interface SolanaSigner {
  readonly publicKey: Uint8Array
  readonly sign: (message: Uint8Array) => Uint8Array
}

const decode = (text: string): Uint8Array | undefined => {
  try {
    return base58.decode(text)
  } catch {
    return undefined
  }
}

const sameBytes = (a: Uint8Array, b: Uint8Array): boolean => a.length === b.length && a.every((byte, index) => byte === b[index])

/** An address's 32 public-key bytes; throws for text that is not one. */
export const solanaPublicKeyOf = (address: string): Uint8Array => {
  const bytes = decode(address)
  if (bytes?.length !== 32) throw new Error(`${address} is not a Solana address (32 bytes of base58)`)
  return bytes
}

/**
 * The signer of a base58 secret (the usual 64-byte export: the seed, then the public key), derived
 * on first use and checked against the configured address: like the EVM half, loading the page
 * does no key work.
 */
export const lazySigner = (secretKey: string, address: string): (() => SolanaSigner) => {
  let signer: SolanaSigner | undefined
  return () => {
    if (signer !== undefined) return signer
    const bytes = decode(secretKey)
    if (bytes?.length !== 64) throw new ProviderRpcError(INTERNAL_ERROR, "The Solana secret key is not 64 bytes of base58.")
    const seed = bytes.slice(0, 32)
    const publicKey = ed25519.getPublicKey(seed)
    // A secret whose second half is not its seed's public key is corrupt, whatever the address.
    if (!sameBytes(publicKey, bytes.subarray(32))) {
      throw new ProviderRpcError(INTERNAL_ERROR, "The Solana secret key is invalid: its second half is not its seed's public key.")
    }
    const derived = base58.encode(publicKey)
    if (derived !== address) {
      throw new ProviderRpcError(INTERNAL_ERROR, `The configured address ${address} is not the key's (${derived}).`)
    }
    signer = { publicKey, sign: (message) => ed25519.sign(message, seed) }
    return signer
  }
}
