/**
 * The Bitcoin half's message signatures, checked by other code than the wallet's: an ECDSA
 * "Bitcoin Signed Message" (BIP137 header for P2WPKH) whose key noble recovers and `bip322-js`
 * verifies strictly, and BIP-322 simple signatures of both accounts that `bip322-js` verifies.
 */
import { secp256k1 } from "@noble/curves/secp256k1"
import { base64, hex } from "@scure/base"
import { Verifier } from "bip322-js"
import { describe, expect, it } from "vitest"
import { BITCOIN_PAYMENT_KEY } from "../../../../devnet/bitcoin/bitcoinDevKeys.js"
import { bip322MessageHash } from "../../../../devnet/wallet/bitcoin/bip322.js"
import { signedMessageHash } from "../../../../devnet/wallet/bitcoin/signedMessage.js"
import { bitcoinWallet, connectBoth, errorOf, failure, resultOf } from "./bitcoinWalletFixture.js"

const text = "Sign in to Doorway: nonce 1f2e3d"
const message = new TextEncoder().encode(text)

const signed = async (type?: "ecdsa" | "bip322-simple", purpose: "payment" | "ordinals" = "payment") => {
  const { bitcoin } = bitcoinWallet()
  const accounts = await connectBoth(bitcoin)
  const [output] = await bitcoin.wallet.features["bitcoin:signMessage"].signMessage({ account: accounts[purpose], message, ...(type ? { type } : {}) })
  return { address: accounts[purpose].address, output: output!, signature: base64.encode(output!.signature) }
}

describe("ECDSA (Bitcoin Signed Message)", () => {
  it("is the payment account's default: 65 bytes whose BIP137 header names a P2WPKH key that recovers to the account's", async () => {
    const { output } = await signed()
    expect(output.signedMessage).toEqual(message)
    expect(output.signature).toHaveLength(65)
    const header = output.signature[0]!
    expect(header).toBeGreaterThanOrEqual(39)
    expect(header).toBeLessThanOrEqual(42)
    const recovered = secp256k1.Signature.fromCompact(output.signature.slice(1)).addRecoveryBit(header - 39).recoverPublicKey(signedMessageHash(message))
    expect(recovered.toHex(true)).toBe(hex.encode(BITCOIN_PAYMENT_KEY.publicKey))
  })

  it("verifies with bip322-js (strict: the header must match the address type), and not for another message", async () => {
    const { address, signature } = await signed("ecdsa")
    expect(Verifier.verifySignature(address, text, signature, true)).toBe(true)
    expect(Verifier.verifySignature(address, `${text}!`, signature)).toBe(false)
  })

  it("is refused for the taproot (ordinals) account: -32602", async () => {
    const { bitcoin } = bitcoinWallet()
    const { ordinals } = await connectBoth(bitcoin)
    const refused = await failure(bitcoin.wallet.features["bitcoin:signMessage"].signMessage({ account: ordinals, message, type: "ecdsa" }))
    expect(refused.code).toBe(-32602)
    expect(refused.message).toContain("BIP-322")
  })
})

describe("BIP-322 simple", () => {
  it("hashes messages as the BIP's test vectors", () => {
    expect(hex.encode(bip322MessageHash(new Uint8Array()))).toBe("c90c269c4f8fcbe6880f72a721ddfbf1914268a794cbb21cfafee13770ae19f1")
    expect(hex.encode(bip322MessageHash(new TextEncoder().encode("Hello World")))).toBe("f0eb03b1a75ac6d9847f55c624a99169b5dccba2a31f5b23bea77ba270de0a7a")
  })

  it("signs with the payment (P2WPKH) account: bip322-js verifies it, and not for another message", async () => {
    const { address, signature } = await signed("bip322-simple")
    expect(Verifier.verifySignature(address, text, signature)).toBe(true)
    expect(Verifier.verifySignature(address, `${text}!`, signature)).toBe(false)
  })

  it("is the ordinals (P2TR) account's default: a key-path Schnorr witness bip322-js verifies", async () => {
    const { address, output, signature } = await signed(undefined, "ordinals")
    // One witness item of a 64-byte signature (SIGHASH_DEFAULT).
    expect(output.signature[0]).toBe(1)
    expect(output.signature[1]).toBe(64)
    expect(Verifier.verifySignature(address, text, signature)).toBe(true)
    expect(Verifier.verifySignature(address, `${text}!`, signature)).toBe(false)
  })
})

describe("through sats-connect's signMessage", () => {
  it("answers the signature, the signed digest, the address and the protocol: ECDSA for payment, BIP322 for ordinals by default", async () => {
    const { bitcoin } = bitcoinWallet()
    const { payment, ordinals } = await connectBoth(bitcoin)
    const ecdsa = resultOf<{ signature: string; messageHash: string; address: string; protocol: string }>(
      await bitcoin.provider.request("signMessage", { address: payment.address, message: text })
    )
    expect(ecdsa).toMatchObject({ address: payment.address, protocol: "ECDSA", messageHash: hex.encode(signedMessageHash(message)) })
    expect(Verifier.verifySignature(payment.address, text, ecdsa.signature, true)).toBe(true)

    const bip322 = resultOf<{ signature: string; messageHash: string; protocol: string }>(await bitcoin.provider.request("signMessage", { address: ordinals.address, message: text }))
    expect(bip322).toMatchObject({ protocol: "BIP322", messageHash: hex.encode(bip322MessageHash(message)) })
    expect(Verifier.verifySignature(ordinals.address, text, bip322.signature)).toBe(true)

    const asked = resultOf<{ signature: string; protocol: string }>(await bitcoin.provider.request("signMessage", { address: payment.address, message: text, protocol: "BIP322" }))
    expect(asked.protocol).toBe("BIP322")
    expect(Verifier.verifySignature(payment.address, text, asked.signature)).toBe(true)
  })

  it("refuses an unknown protocol and ECDSA by the taproot account with -32602", async () => {
    const { bitcoin } = bitcoinWallet()
    const { ordinals } = await connectBoth(bitcoin)
    expect(errorOf(await bitcoin.provider.request("signMessage", { address: ordinals.address, message: text, protocol: "SCHNORR" })).code).toBe(-32602)
    expect(errorOf(await bitcoin.provider.request("signMessage", { address: ordinals.address, message: text, protocol: "ECDSA" })).code).toBe(-32602)
  })
})
