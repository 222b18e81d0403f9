/**
 * The transaction of one Bitcoin payment (SPEC §4 "Token send") as a PSBT for the wallet to sign,
 * and the signed PSBT made final. btc-signer's transaction code is in this module alone, loaded
 * with the first fee estimate or send.
 */
import { OutScript, p2tr, Transaction } from "@scure/btc-signer"
import { decodeBitcoinAddress } from "../bitcoinAddress.js"
import type { CoinPlan } from "./selectCoins.js"
import type { SpendKind } from "./txSize.js"

const sameBytes = (a: Uint8Array, b: Uint8Array): boolean => a.length === b.length && a.every((byte, at) => byte === b[at])

/** The output script an address pays to; undefined for no standard address. */
export const outputScriptOf = (address: string): Uint8Array | undefined => {
  const decoded = decodeBitcoinAddress(address)
  return decoded === undefined ? undefined : OutScript.encode(decoded)
}

/** How a payment address is spent from: P2WPKH, or P2TR by its key path; undefined for another kind. */
export const spendKindOf = (address: string): SpendKind | undefined => {
  const type = decodeBitcoinAddress(address)?.type
  return type === "wpkh" || type === "tr" ? type : undefined
}

/**
 * The x-only internal key a P2TR key-path input names (the signer tweaks it, BIP86), from the
 * wallet's key for the address (32 bytes x-only, or 33 compressed); undefined when that key is not
 * the one the address commits to (a script-path address, or another account's key).
 */
export const taprootInternalKey = (publicKey: Uint8Array, script: Uint8Array): Uint8Array | undefined => {
  const xOnly = publicKey.length === 33 ? publicKey.slice(1) : publicKey
  if (xOnly.length !== 32) return undefined
  try {
    return sameBytes(p2tr(xOnly).script, script) ? xOnly : undefined
  } catch {
    return undefined
  }
}

export interface Payment {
  readonly plan: CoinPlan
  readonly amount: bigint
  readonly receiverScript: Uint8Array
  /** The sender's script: what its inputs spend and where the change goes. */
  readonly senderScript: Uint8Array
  /** For a P2TR sender: its internal key. */
  readonly tapInternalKey?: Uint8Array
}

export interface UnsignedPayment {
  readonly psbt: Uint8Array
  /** The txid it will have once signed (segwit signatures do not change it). */
  readonly txid: string
}

/** Every input spends the sender's script (`witnessUtxo`: what a segwit signature commits to); the receiver first, the change last. */
export const unsignedPayment = ({ plan, amount, receiverScript, senderScript, tapInternalKey }: Payment): UnsignedPayment => {
  const tx = new Transaction()
  for (const coin of plan.inputs) {
    tx.addInput({
      txid: coin.txid,
      index: coin.vout,
      witnessUtxo: { script: senderScript, amount: coin.value },
      ...(tapInternalKey === undefined ? {} : { tapInternalKey })
    })
  }
  tx.addOutput({ script: receiverScript, amount })
  if (plan.change > 0n) tx.addOutput({ script: senderScript, amount: plan.change })
  return { psbt: tx.toPSBT(), txid: tx.id }
}

/**
 * The signed PSBT as a raw transaction: each input finalized (one the wallet finalized itself is
 * kept as it is). Throws when an input is unsigned or the PSBT does not decode.
 */
export const finalTransaction = (signedPsbt: Uint8Array): { readonly hex: string; readonly txid: string } => {
  const tx = Transaction.fromPSBT(signedPsbt)
  for (let index = 0; index < tx.inputsLength; index++) {
    const input = tx.getInput(index)
    if (input.finalScriptWitness === undefined && input.finalScriptSig === undefined) tx.finalizeIdx(index)
  }
  return { hex: tx.hex, txid: tx.id }
}
