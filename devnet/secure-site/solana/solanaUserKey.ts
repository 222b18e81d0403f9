/**
 * A user's Ed25519 key, derived from the user's EVM key (sha256 of a label and the key) rather
 * than stored: it survives restarts as the EVM key does, and the store file keeps its shape.
 */
import { createHash } from "node:crypto"
import { ed25519 } from "@noble/curves/ed25519"
import { base58 } from "@scure/base"
import { hexToBytes } from "viem"
import type { SiteUser } from "../SecureSiteStore.js"

const LABEL = "doorway/secure-site/solana-key/v1"

export interface SolanaUserKey {
  readonly publicKey: Uint8Array
  /** The base58 public key. */
  readonly address: string
  /** The usual 64-byte export (seed, then public key) in base58, as the dev wallet's signer takes it. */
  readonly secretKey: string
  readonly sign: (message: Uint8Array) => Uint8Array
}

export const solanaKeyOf = (user: Pick<SiteUser, "privateKey">): SolanaUserKey => {
  const seed = Uint8Array.from(createHash("sha256").update(LABEL).update(hexToBytes(user.privateKey)).digest())
  const publicKey = ed25519.getPublicKey(seed)
  const secret = new Uint8Array(64)
  secret.set(seed)
  secret.set(publicKey, 32)
  return {
    publicKey,
    address: base58.encode(publicKey),
    secretKey: base58.encode(secret),
    sign: (message) => ed25519.sign(message, seed)
  }
}
