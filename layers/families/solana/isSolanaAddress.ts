/**
 * A Solana address is the base58 text of a 32-byte public key. Checked with @scure/base alone, so
 * the Send form's recipient check does not load @solana/web3.js.
 */
import { base58 } from "@scure/base"

const PUBLIC_KEY_BYTES = 32
/** 32 bytes take 32 to 44 base58 characters; longer text is refused before decoding it. */
const MAX_LENGTH = 44

export const isSolanaAddress = (text: string): boolean => {
  if (text.length === 0 || text.length > MAX_LENGTH) return false
  try {
    return base58.decode(text).length === PUBLIC_KEY_BYTES
  } catch {
    return false
  }
}
