/**
 * A raw transaction read the way bitcoind reads it: the bytes must decode to exactly one
 * transaction and encode back to the same bytes, else it is not a transaction at all.
 */
import { Transaction } from "@scure/btc-signer"
import { sha256x2 } from "@scure/btc-signer/utils.js"
import { reversedHex, toHex } from "./hex.js"

export interface TxInputView {
  /** The spent output's txid (display order) and index. */
  readonly txid: string
  readonly vout: number
  readonly scriptSig: Uint8Array
  readonly witness: ReadonlyArray<Uint8Array>
  readonly sequence: number
}

export interface TxOutputView {
  readonly value: bigint
  readonly script: Uint8Array
}

export interface DecodedTx {
  readonly tx: Transaction
  readonly raw: Uint8Array
  readonly txid: string
  readonly wtxid: string
  readonly version: number
  readonly lockTime: number
  readonly inputs: ReadonlyArray<TxInputView>
  readonly outputs: ReadonlyArray<TxOutputView>
  /** Serialized bytes, witness included. */
  readonly size: number
  /** BIP141: stripped size × 3 + total size. */
  readonly weight: number
  readonly vsize: number
}

// The chain, not the parser, decides what is acceptable: every script and version is read.
const READ_ANYTHING = { allowUnknownOutputs: true, allowUnknownInputs: true, allowUnknownVersion: true, disableScriptCheck: true }

export const decodeTx = (raw: Uint8Array): DecodedTx | undefined => {
  let tx: Transaction
  try {
    tx = Transaction.fromRaw(raw, READ_ANYTHING)
  } catch {
    return undefined
  }
  const inputs = Array.from({ length: tx.inputsLength }, (_, index): TxInputView => {
    const input = tx.getInput(index)
    return {
      txid: toHex(input.txid ?? new Uint8Array(32)),
      vout: input.index ?? 0,
      scriptSig: input.finalScriptSig ?? new Uint8Array(),
      witness: input.finalScriptWitness ?? [],
      sequence: input.sequence ?? 0xffffffff
    }
  })
  const outputs = Array.from({ length: tx.outputsLength }, (_, index): TxOutputView => {
    const output = tx.getOutput(index)
    return { value: output.amount ?? 0n, script: output.script ?? new Uint8Array() }
  })
  const stripped = tx.toBytes(true, false)
  // A witness flag with only empty witnesses does not encode back the same ("superfluous witness record").
  const full = inputs.some((input) => input.witness.length > 0) ? tx.toBytes(true, true) : stripped
  if (toHex(full) !== toHex(raw)) return undefined
  const weight = stripped.length * 3 + raw.length
  return {
    tx,
    raw,
    txid: reversedHex(sha256x2(stripped)),
    wtxid: reversedHex(sha256x2(raw)),
    version: tx.version,
    lockTime: tx.lockTime,
    inputs,
    outputs,
    size: raw.length,
    weight,
    vsize: Math.ceil(weight / 4)
  }
}
