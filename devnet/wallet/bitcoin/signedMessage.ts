/**
 * "Bitcoin Signed Message" signatures, as Bitcoin Core's `signmessage` makes them and BIP137
 * extends them to segwit addresses: an ECDSA signature over the double SHA-256 of the prefixed
 * message, 65 bytes (a header, then r and s). The header tells a verifier how to recover the key
 * and which address to compare it to: 39 + recovery id for a native segwit (P2WPKH) address.
 */
import { secp256k1 } from "@noble/curves/secp256k1"
import { sha256 } from "@noble/hashes/sha2"
import { CompactSize } from "@scure/btc-signer"

const PREFIX = new TextEncoder().encode("\x18Bitcoin Signed Message:\n")
const P2WPKH_HEADER = 39

const concat = (...parts: ReadonlyArray<Uint8Array>): Uint8Array => {
  const out = new Uint8Array(parts.reduce((size, part) => size + part.length, 0))
  let at = 0
  for (const part of parts) {
    out.set(part, at)
    at += part.length
  }
  return out
}

/** The digest that is signed: SHA-256 twice over the prefix, the message's length and the message. */
export const signedMessageHash = (message: Uint8Array): Uint8Array =>
  sha256(sha256(concat(PREFIX, CompactSize.encode(BigInt(message.length)), message)))

/** The 65-byte BIP137 signature of `message` by a P2WPKH key (low S, deterministic nonce). */
export const signMessageP2wpkh = (privateKey: Uint8Array, message: Uint8Array): Uint8Array => {
  const signature = secp256k1.sign(signedMessageHash(message), privateKey, { lowS: true })
  return concat(Uint8Array.of(P2WPKH_HEADER + signature.recovery), signature.toCompactRawBytes())
}
