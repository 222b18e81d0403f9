import { ed25519 } from "@noble/curves/ed25519"
import { base58 } from "@scure/base"
import { describe, expect, it } from "vitest"
import { createSiwxMessage } from "../../../core/siwx/eip4361/createSiwxMessage.js"
import { verifySolanaSignature } from "../../../core/siwx/verifySolanaSignature.js"
import type { CaipNetworkId } from "../../../schemas/Caip.js"

/** A key the test makes, as a Solana wallet holds one. */
const keyPair = () => {
  const secret = ed25519.utils.randomPrivateKey()
  return { secret, address: base58.encode(ed25519.getPublicKey(secret)) }
}

describe("verifySolanaSignature", () => {
  it("verifies the account's ed25519 signature of the sign-in message and refuses any other", () => {
    const account = keyPair()
    const other = keyPair()
    const message = createSiwxMessage({
      accountAddress: account.address,
      chainId: "solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp" as CaipNetworkId,
      domain: "app.example.com",
      uri: "https://app.example.com",
      version: "1",
      nonce: "n0nce1234",
      issuedAt: "2026-11-25T10:00:00.000Z"
    })
    const sign = (secret: Uint8Array, text: string) => base58.encode(ed25519.sign(new TextEncoder().encode(text), secret))
    const signature = sign(account.secret, message)
    expect(verifySolanaSignature({ address: account.address, message, signature })).toBe(true)
    expect(verifySolanaSignature({ address: other.address, message, signature })).toBe(false)
    expect(verifySolanaSignature({ address: account.address, message: `${message} `, signature })).toBe(false)
    expect(verifySolanaSignature({ address: account.address, message, signature: sign(other.secret, message) })).toBe(false)
    // Not base58, the wrong length, or not a key at all.
    expect(verifySolanaSignature({ address: account.address, message, signature: "0OIl" })).toBe(false)
    expect(verifySolanaSignature({ address: account.address, message, signature: base58.encode(new Uint8Array(63)) })).toBe(false)
    expect(verifySolanaSignature({ address: "not-an-address", message, signature })).toBe(false)
  })
})
