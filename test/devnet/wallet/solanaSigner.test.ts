/**
 * The Solana key as the wallet loads it: a base58 64-byte secret (seed, then public key), derived
 * on first use, refused with -32603 when it is not one or when its halves do not belong together.
 */
import { ed25519 } from "@noble/curves/ed25519"
import { base58 } from "@scure/base"
import { describe, expect, it } from "vitest"
import { SOLANA_DEV_WALLET_ADDRESS, SOLANA_DEV_WALLET_SECRET } from "../../../devnet/devKeys.js"
import { lazySigner, solanaPublicKeyOf } from "../../../devnet/wallet/solana/solanaSigner.js"

const thrown = (run: () => unknown): { readonly code?: number; readonly message: string } => {
  try {
    run()
  } catch (error) {
    const { code, message } = error as { code?: number; message: string }
    return { code, message }
  }
  throw new Error("expected a failure")
}

describe("lazySigner", () => {
  it("signs with the secret's seed, as the address's key", () => {
    const signer = lazySigner(SOLANA_DEV_WALLET_SECRET, SOLANA_DEV_WALLET_ADDRESS)()
    expect(signer.publicKey).toEqual(solanaPublicKeyOf(SOLANA_DEV_WALLET_ADDRESS))
    const message = Uint8Array.of(1, 2, 3)
    expect(ed25519.verify(signer.sign(message), message, signer.publicKey)).toBe(true)
  })

  it("throws -32603 for a secret that is not 64 bytes of base58, or whose halves do not belong together", () => {
    expect(thrown(lazySigner("0OIl", SOLANA_DEV_WALLET_ADDRESS)).code).toBe(-32603)
    expect(thrown(lazySigner(base58.encode(new Uint8Array(32).fill(1)), SOLANA_DEV_WALLET_ADDRESS)).code).toBe(-32603)
    const corrupt = base58.decode(SOLANA_DEV_WALLET_SECRET)
    corrupt[63] = corrupt[63]! ^ 1
    expect(thrown(lazySigner(base58.encode(corrupt), SOLANA_DEV_WALLET_ADDRESS))).toEqual({
      code: -32603,
      message: "The Solana secret key is invalid: its second half is not its seed's public key."
    })
  })
})

describe("solanaPublicKeyOf", () => {
  it("reads an address's 32 bytes, and refuses text that is not an address", () => {
    expect(solanaPublicKeyOf("11111111111111111111111111111111")).toEqual(new Uint8Array(32))
    expect(thrown(() => solanaPublicKeyOf("1111")).message).toMatch(/not a Solana address/)
    expect(thrown(() => solanaPublicKeyOf("0x12")).message).toMatch(/not a Solana address/)
  })
})
