/**
 * BIP-322 "simple" signatures, made with btc-signer rather than `bip322-js` (which needs Node's
 * Buffer and bitcoinjs in the page). The message is bound into a virtual `to_spend` transaction
 * whose one output pays the signer's address; the signature is the witness of the virtual
 * `to_sign` transaction that spends it, serialized as a witness stack.
 */
import { sha256 } from "@noble/hashes/sha2"
import { RawTx, RawWitness, Transaction } from "@scure/btc-signer"
import type { BitcoinKey } from "./bitcoinKeys.js"

const TAG = sha256(new TextEncoder().encode("BIP0322-signed-message"))
const OP_0 = 0x00
const PUSH_32 = 0x20
const OP_RETURN = 0x6a

/** BIP340's tagged hash with BIP-322's tag: SHA-256 over the tag's hash twice, then the message. */
export const bip322MessageHash = (message: Uint8Array): Uint8Array => {
  const data = new Uint8Array(TAG.length * 2 + message.length)
  data.set(TAG, 0)
  data.set(TAG, TAG.length)
  data.set(message, TAG.length * 2)
  return sha256(data)
}

/** The txid (display order, as btc-signer takes it) of `to_spend` for this message and address. */
const toSpendTxid = (message: Uint8Array, script: Uint8Array): Uint8Array => {
  const raw = RawTx.encode({
    version: 0,
    segwitFlag: false,
    inputs: [
      {
        txid: new Uint8Array(32),
        index: 0xffffffff,
        finalScriptSig: Uint8Array.of(OP_0, PUSH_32, ...bip322MessageHash(message)),
        sequence: 0
      }
    ],
    outputs: [{ amount: 0n, script }],
    witnesses: undefined,
    lockTime: 0
  })
  return sha256(sha256(raw)).reverse()
}

/**
 * The simple signature of `message` by `key`: P2WPKH (ECDSA, SIGHASH_ALL, the key beside it) or
 * P2TR key path (Schnorr, SIGHASH_DEFAULT, tweaked as BIP86 spends are).
 */
export const signBip322Simple = (key: BitcoinKey, message: Uint8Array): Uint8Array => {
  const toSign = new Transaction({ version: 0, lockTime: 0, allowUnknownOutputs: true })
  toSign.addInput({
    txid: toSpendTxid(message, key.script),
    index: 0,
    sequence: 0,
    witnessUtxo: { script: key.script, amount: 0n },
    ...(key.addressType === "p2tr" ? { tapInternalKey: key.publicKey } : {})
  })
  toSign.addOutput({ script: Uint8Array.of(OP_RETURN), amount: 0n })
  toSign.sign(key.secret())
  toSign.finalize()
  const witness = toSign.getInput(0).finalScriptWitness
  if (witness === undefined) throw new Error("BIP-322 signing produced no witness")
  return RawWitness.encode(witness)
}
