import { invalidParams } from "../ProviderRpcError.js"
import { bip322MessageHash, signBip322Simple } from "./bip322.js"
import type { BitcoinMessageSignatureType } from "./bitcoinFeatures.js"
import type { BitcoinKey } from "./bitcoinKeys.js"
import { signedMessageHash, signMessageP2wpkh } from "./signedMessage.js"

export interface MessageSignature {
  readonly type: BitcoinMessageSignatureType
  readonly signature: Uint8Array
  /** The digest the scheme signs, which sats-connect answers beside the signature. */
  readonly messageHash: Uint8Array
}

/** Signs by the scheme asked for, or the account's usual one (ECDSA for P2WPKH, BIP-322 for P2TR). */
export const signBitcoinMessage = (key: BitcoinKey, message: Uint8Array, type?: BitcoinMessageSignatureType): MessageSignature => {
  const chosen = type ?? (key.addressType === "p2tr" ? "bip322-simple" : "ecdsa")
  if (chosen === "bip322-simple") return { type: chosen, signature: signBip322Simple(key, message), messageHash: bip322MessageHash(message) }
  if (chosen !== "ecdsa") throw invalidParams(`unknown message signature type ${String(chosen)}`)
  // A "Bitcoin Signed Message" names a key hash; a taproot address has none to recover.
  if (key.addressType !== "p2wpkh") throw invalidParams(`${key.address} is a taproot address: it signs messages with BIP-322 only`)
  return { type: chosen, signature: signMessageP2wpkh(key.secret(), message), messageHash: signedMessageHash(message) }
}
