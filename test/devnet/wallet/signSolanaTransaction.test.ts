/**
 * Signing a wire-format transaction by its head alone: the bytes come out exactly as web3.js's own
 * `Transaction.sign` / `VersionedTransaction.sign` writes them, legacy or v0, whichever signer slot
 * is the wallet's; anything else is refused with -32602 before a signature is made.
 */
import { base58 } from "@scure/base"
import {
  AddressLookupTableAccount,
  Keypair,
  type PublicKey,
  SystemProgram,
  Transaction,
  TransactionMessage,
  VersionedTransaction,
  type TransactionInstruction
} from "@solana/web3.js"
import { describe, expect, it } from "vitest"
import { SOLANA_DEV_WALLET_ADDRESS, SOLANA_DEV_WALLET_SECRET } from "../../../devnet/devKeys.js"
import { readCompactU16 } from "../../../devnet/wallet/solana/compactU16.js"
import { signSolanaTransaction } from "../../../devnet/wallet/solana/signSolanaTransaction.js"
import { lazySigner } from "../../../devnet/wallet/solana/solanaSigner.js"

const signer = lazySigner(SOLANA_DEV_WALLET_SECRET, SOLANA_DEV_WALLET_ADDRESS)()
const wallet = Keypair.fromSecretKey(base58.decode(SOLANA_DEV_WALLET_SECRET))
// Fixed keys, so a failure reads the same on every run.
const other = Keypair.fromSeed(new Uint8Array(32).fill(7))
const recipient = Keypair.fromSeed(new Uint8Array(32).fill(9)).publicKey
const recentBlockhash = base58.encode(new Uint8Array(32).fill(3))

const transfer = (from: PublicKey, lamports = 1_000): TransactionInstruction =>
  SystemProgram.transfer({ fromPubkey: from, toPubkey: recipient, lamports })

const unsignedLegacy = (feePayer: PublicKey, from: PublicKey): Transaction =>
  new Transaction({ feePayer, recentBlockhash }).add(transfer(from))

const unsignedV0 = (payerKey: PublicKey, from: PublicKey, tables: Array<AddressLookupTableAccount> = []): VersionedTransaction =>
  new VersionedTransaction(new TransactionMessage({ payerKey, recentBlockhash, instructions: [transfer(from)] }).compileToV0Message(tables))

const wireOf = (transaction: Transaction): Uint8Array =>
  transaction.serialize({ requireAllSignatures: false, verifySignatures: false })

/** What the signing threw, as a page reads it. */
const refusal = (bytes: Uint8Array): { readonly code: number; readonly message: string } => {
  try {
    signSolanaTransaction(signer, bytes)
  } catch (error) {
    const { code, message } = error as { code: number; message: string }
    return { code, message }
  }
  throw new Error("expected the signing to be refused")
}

describe("signSolanaTransaction, against web3.js", () => {
  it("signs a legacy transaction as its fee payer: the bytes of Transaction.sign", () => {
    const transaction = unsignedLegacy(wallet.publicKey, wallet.publicKey)
    const signed = signSolanaTransaction(signer, wireOf(transaction))
    transaction.sign(wallet)
    expect(signed.bytes).toEqual(Uint8Array.from(transaction.serialize()))
    expect(signed.signature).toEqual(Uint8Array.from(transaction.signature!))
  })

  it("signs a legacy transaction as a second signer, leaving the fee payer's slot to it", () => {
    const transaction = unsignedLegacy(other.publicKey, wallet.publicKey)
    // A Buffer, as web3.js hands it: the page's own bytes stay unsigned.
    const wire = wireOf(transaction)
    const signed = signSolanaTransaction(signer, wire)
    expect(wire.subarray(1, 129)).toEqual(Buffer.alloc(128))
    transaction.partialSign(wallet)
    expect(signed.bytes).toEqual(Uint8Array.from(wireOf(transaction)))
    expect(signed.signature).toEqual(new Uint8Array(64))
  })

  it("signs a v0 transaction as its fee payer: the bytes of VersionedTransaction.sign", () => {
    const transaction = unsignedV0(wallet.publicKey, wallet.publicKey)
    const signed = signSolanaTransaction(signer, transaction.serialize())
    transaction.sign([wallet])
    expect(signed.bytes).toEqual(transaction.serialize())
    expect(signed.signature).toEqual(transaction.signatures[0])
  })

  it("signs a v0 transaction with a lookup table as its second signer", () => {
    const table = new AddressLookupTableAccount({
      key: Keypair.fromSeed(new Uint8Array(32).fill(11)).publicKey,
      state: { deactivationSlot: 2n ** 64n - 1n, lastExtendedSlot: 0, lastExtendedSlotStartIndex: 0, addresses: [recipient] }
    })
    const transaction = unsignedV0(other.publicKey, wallet.publicKey, [table])
    expect(transaction.message.addressTableLookups).toHaveLength(1)
    const signed = signSolanaTransaction(signer, transaction.serialize())
    transaction.sign([wallet])
    expect(signed.bytes).toEqual(transaction.serialize())
    // The page's fee payer signs after the wallet, and both signatures stand.
    transaction.sign([other])
    expect(VersionedTransaction.deserialize(transaction.serialize()).signatures[1]).toEqual(signed.bytes.slice(65, 129))
  })
})

describe("signSolanaTransaction, refusing", () => {
  it("refuses with -32602 a transaction that does not ask the wallet to sign", () => {
    const transaction = unsignedV0(other.publicKey, other.publicKey)
    expect(refusal(transaction.serialize())).toEqual({
      code: -32602,
      message: `Invalid parameters: the transaction does not ask ${SOLANA_DEV_WALLET_ADDRESS} to sign it`
    })
    // A key among the accounts, but not a signer's, is no different.
    expect(refusal(wireOf(unsignedLegacy(other.publicKey, other.publicKey).add(transfer(other.publicKey)))).code).toBe(-32602)
  })

  it("refuses with -32602 bytes that are not a transaction", () => {
    const wire = unsignedV0(wallet.publicKey, wallet.publicKey).serialize()
    const versioned = wire.slice()
    versioned[65] = 0x81
    const miscounted = wire.slice()
    miscounted[66] = 2
    for (const bytes of [new Uint8Array(), Uint8Array.of(1), Uint8Array.of(0xff, 0xff, 0xff), wire.slice(0, 100), versioned, miscounted]) {
      const { code, message } = refusal(bytes)
      expect(code).toBe(-32602)
      expect(message).toMatch(/^Invalid parameters: not a serialized transaction \(.+\)$/)
    }
  })
})

describe("readCompactU16", () => {
  it("reads one to three bytes, low bits first, and refuses an over-long or non-minimal form", () => {
    expect(readCompactU16(Uint8Array.of(0x05), 0)).toEqual({ value: 5, next: 1 })
    expect(readCompactU16(Uint8Array.of(9, 0x80, 0x01), 1)).toEqual({ value: 128, next: 3 })
    expect(readCompactU16(Uint8Array.of(0xff, 0xff, 0x03), 0)).toEqual({ value: 0xffff, next: 3 })
    expect(readCompactU16(Uint8Array.of(0xff, 0xff, 0x04), 0)).toBeUndefined()
    expect(readCompactU16(Uint8Array.of(0x80, 0x00), 0)).toBeUndefined()
    expect(readCompactU16(Uint8Array.of(0x80), 0)).toBeUndefined()
  })
})
