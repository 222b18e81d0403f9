/**
 * One signer's signature put in its slot of a serialized transaction, legacy and versioned (v0),
 * read back by web3.js: the signature verifies, sits in the signer's slot, and nothing else moves.
 */
import { ed25519 } from "@noble/curves/ed25519"
import { describe, expect, it } from "vitest"
import { PublicKey, SystemProgram, Transaction, TransactionMessage, VersionedTransaction } from "@solana/web3.js"
import { withSignature } from "../../../../../layers/families/solana/walletConnect/withSignature.js"

const secret = new Uint8Array(32).fill(7)
const signerKey = ed25519.getPublicKey(secret)
const signer = new PublicKey(signerKey)
/** Another signer, the fee payer when two sign. */
const otherKey = ed25519.getPublicKey(new Uint8Array(32).fill(9))
const other = new PublicKey(otherKey)
const receiver = new PublicKey(ed25519.getPublicKey(new Uint8Array(32).fill(11)))
/** A fixed recent blockhash (any 32 bytes in base58). */
const BLOCKHASH = new PublicKey(new Uint8Array(32).fill(3)).toBase58()

const transfer = () => SystemProgram.transfer({ fromPubkey: signer, toPubkey: receiver, lamports: 1_000 })

/** A legacy transfer from the signer; `payer` pays the fee (the signer by default). */
const legacy = (payer: PublicKey = signer): Transaction => {
  const transaction = new Transaction({ feePayer: payer, recentBlockhash: BLOCKHASH })
  transaction.add(transfer())
  return transaction
}
const legacyBytes = (payer?: PublicKey): Uint8Array =>
  legacy(payer).serialize({ requireAllSignatures: false, verifySignatures: false })

/** A v0 transfer from the signer; `payer` pays the fee (the signer by default). */
const versioned = (payer: PublicKey = signer): VersionedTransaction =>
  new VersionedTransaction(
    new TransactionMessage({ payerKey: payer, recentBlockhash: BLOCKHASH, instructions: [transfer()] }).compileToV0Message()
  )

const ZERO_SIGNATURE = new Uint8Array(64)

describe("withSignature on a legacy transaction", () => {
  it("puts the only signer's signature where web3.js reads it, and it verifies", () => {
    const unsigned = legacyBytes()
    const message = Transaction.from(unsigned).serializeMessage()
    const signature = ed25519.sign(message, secret)

    const signed = Transaction.from(withSignature(unsigned, signerKey, signature))

    expect(signed.signatures).toHaveLength(1)
    expect(signed.signatures[0]!.publicKey.equals(signer)).toBe(true)
    expect(new Uint8Array(signed.signatures[0]!.signature!)).toEqual(signature)
    expect(signed.verifySignatures()).toBe(true)
  })

  it("with two signers, fills the second slot (the signer's) and leaves the fee payer's empty", () => {
    const unsigned = legacyBytes(other)
    const message = Transaction.from(unsigned).serializeMessage()
    const signature = ed25519.sign(message, secret)

    const bytes = withSignature(unsigned, signerKey, signature)
    const signed = Transaction.from(bytes)

    expect(signed.signatures.map(({ publicKey }) => publicKey.toBase58())).toEqual([other.toBase58(), signer.toBase58()])
    expect(signed.signatures[0]!.signature).toBeNull()
    expect(new Uint8Array(signed.signatures[1]!.signature!)).toEqual(signature)
    // Every signature present verifies; the fee payer's is still missing.
    expect(signed.verifySignatures(false)).toBe(true)
    expect(signed.verifySignatures()).toBe(false)
    // On the wire: count 2, then the payer's zeroes, then ours, then the message unchanged.
    expect(bytes[0]).toBe(2)
    expect(bytes.slice(1, 65)).toEqual(ZERO_SIGNATURE)
    expect(bytes.slice(65, 129)).toEqual(signature)
    expect(bytes.slice(129)).toEqual(Uint8Array.from(unsigned.slice(129)))
  })

  it("the fee payer's signature goes in the first slot", () => {
    const unsigned = legacyBytes(other)
    const message = Transaction.from(unsigned).serializeMessage()
    const signature = ed25519.sign(message, new Uint8Array(32).fill(9))

    const bytes = withSignature(unsigned, otherKey, signature)

    expect(bytes.slice(1, 65)).toEqual(signature)
    expect(bytes.slice(65, 129)).toEqual(ZERO_SIGNATURE)
    expect(Transaction.from(bytes).verifySignatures(false)).toBe(true)
  })
})

describe("withSignature on a versioned (v0) transaction", () => {
  it("puts the only signer's signature in its slot, and it verifies", () => {
    const unsigned = versioned().serialize()
    const signature = ed25519.sign(VersionedTransaction.deserialize(unsigned).message.serialize(), secret)

    const signed = VersionedTransaction.deserialize(withSignature(unsigned, signerKey, signature))

    expect(signed.version).toBe(0)
    expect(signed.signatures).toHaveLength(1)
    expect(signed.signatures[0]).toEqual(signature)
    expect(ed25519.verify(signed.signatures[0]!, signed.message.serialize(), signerKey)).toBe(true)
  })

  it("with two signers, fills the second slot (the signer's) and leaves the fee payer's zeroes", () => {
    const unsigned = versioned(other).serialize()
    const signature = ed25519.sign(VersionedTransaction.deserialize(unsigned).message.serialize(), secret)

    const bytes = withSignature(unsigned, signerKey, signature)
    const signed = VersionedTransaction.deserialize(bytes)

    expect(signed.message.staticAccountKeys.slice(0, 2).map((key) => key.toBase58())).toEqual([other.toBase58(), signer.toBase58()])
    expect(signed.signatures).toHaveLength(2)
    expect(signed.signatures[0]).toEqual(ZERO_SIGNATURE)
    expect(signed.signatures[1]).toEqual(signature)
    expect(ed25519.verify(signed.signatures[1]!, signed.message.serialize(), signerKey)).toBe(true)
    expect(bytes.slice(129)).toEqual(Uint8Array.from(unsigned.slice(129)))
  })
})

describe("withSignature refuses", () => {
  const signature = new Uint8Array(64).fill(1)

  it("a signer the legacy transaction does not list", () => {
    const stranger = ed25519.getPublicKey(new Uint8Array(32).fill(13))
    expect(() => withSignature(legacyBytes(), stranger, signature)).toThrow("does not ask this account to sign")
  })

  it("a signer the versioned transaction does not list", () => {
    const stranger = ed25519.getPublicKey(new Uint8Array(32).fill(13))
    expect(() => withSignature(versioned().serialize(), stranger, signature)).toThrow("does not ask this account to sign")
  })

  it("an account the transaction lists but does not ask to sign (the receiver)", () => {
    expect(() => withSignature(legacyBytes(), receiver.toBytes(), signature)).toThrow("does not ask this account to sign")
    expect(() => withSignature(versioned().serialize(), receiver.toBytes(), signature)).toThrow("does not ask this account to sign")
  })

  it("a signature of the wrong length", () => {
    expect(() => withSignature(legacyBytes(), signerKey, new Uint8Array(63))).toThrow("64 bytes, not 63")
    expect(() => withSignature(versioned().serialize(), signerKey, new Uint8Array(65))).toThrow("64 bytes, not 65")
  })

  it("a transaction that ends inside its signature count", () => {
    expect(() => withSignature(new Uint8Array([0x80]), signerKey, signature)).toThrow("ends inside a length")
  })
})

describe("withSignature leaves its inputs alone", () => {
  // A legacy transaction serializes to a Buffer, whose `slice` is a view: the answer must be a copy all the same.
  const inputs: ReadonlyArray<readonly [string, () => Uint8Array]> = [
    ["a legacy transaction (a Buffer)", () => legacyBytes(other)],
    ["a legacy transaction (a Uint8Array)", () => new Uint8Array(legacyBytes(other))],
    ["a versioned transaction", () => versioned(other).serialize()]
  ]

  for (const [label, make] of inputs) {
    it(`answers a copy of ${label}: the transaction, signer and signature bytes are not changed`, () => {
      const transaction = make()
      const before = Uint8Array.from(transaction)
      const key = Uint8Array.from(signerKey)
      const signature = new Uint8Array(64).fill(5)

      const signed = withSignature(transaction, key, signature)

      expect(signed.buffer).not.toBe(transaction.buffer)
      expect(Uint8Array.from(transaction)).toEqual(before)
      expect(key).toEqual(signerKey)
      expect(signature).toEqual(new Uint8Array(64).fill(5))
      expect(signed.slice(65, 129)).toEqual(signature)
      expect(Uint8Array.from(signed.slice(129))).toEqual(before.slice(129))
    })
  }
})
