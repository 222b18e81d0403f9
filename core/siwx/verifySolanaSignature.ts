import { ed25519 } from "@noble/curves/ed25519"
import { base58 } from "@scure/base"
import { Either } from "effect"

export interface SolanaSignedMessage {
  /** The account's address: its ed25519 public key in base58. */
  readonly address: string
  /** The text signed (`solana_signMessage` signs its UTF-8 bytes). */
  readonly message: string
  /** The 64-byte ed25519 signature, base58 as Solana wallets return it. */
  readonly signature: string
}

/**
 * Whether `signature` is `address`'s ed25519 signature of `message`'s UTF-8 bytes. An address or
 * a signature that does not decode, or has the wrong length, is not valid.
 */
export const verifySolanaSignature = ({ address, message, signature }: SolanaSignedMessage): boolean => {
  const decoded = Either.try(() => ({ key: base58.decode(address), signed: base58.decode(signature) }))
  if (Either.isLeft(decoded)) return false
  const { key, signed } = decoded.right
  if (key.length !== 32 || signed.length !== 64) return false
  return Either.getOrElse(
    Either.try(() => ed25519.verify(signed, new TextEncoder().encode(message), key)),
    () => false
  )
}
