import { Transaction } from "@scure/btc-signer"
import { invalidParams } from "../ProviderRpcError.js"
import type { BitcoinKey } from "./bitcoinKeys.js"

/** Which inputs one of the wallet's keys signs, and with which SIGHASH flag (the input's own when absent). */
export interface PsbtSigning {
  readonly key: BitcoinKey
  readonly indexes: ReadonlyArray<number>
  readonly sigHash?: number
}

const sameBytes = (a: Uint8Array, b: Uint8Array): boolean => a.length === b.length && a.every((byte, at) => byte === b[at])

/** The output script an input spends, from its witness UTXO or its full previous transaction. */
const spentScript = (tx: Transaction, index: number): Uint8Array | undefined => {
  const input = tx.getInput(index)
  return input.witnessUtxo?.script ?? (input.index === undefined ? undefined : input.nonWitnessUtxo?.outputs[input.index]?.script)
}

export const decodePsbt = (psbt: Uint8Array): Transaction => {
  try {
    return Transaction.fromPSBT(psbt, { allowUnknownOutputs: true })
  } catch (error) {
    throw invalidParams(`not a PSBT (${error instanceof Error ? error.message : String(error)})`)
  }
}

/** Every input a key can sign: those that spend its address. */
export const ownInputs = (tx: Transaction, key: BitcoinKey): ReadonlyArray<number> =>
  Array.from({ length: tx.inputsLength }, (_, index) => index).filter((index) => {
    const script = spentScript(tx, index)
    return script !== undefined && sameBytes(script, key.script)
  })

/**
 * Checks, before any prompt, that every named input exists and spends the key's address (a wallet
 * signs only what it can check is its own). Refused with -32602.
 */
export const checkPsbtSignings = (tx: Transaction, signings: ReadonlyArray<PsbtSigning>): void => {
  for (const { key, indexes } of signings) {
    if (!Array.isArray(indexes) || indexes.length === 0) throw invalidParams(`no input indexes given for ${key.address}`)
    for (const index of indexes) {
      if (!Number.isSafeInteger(index) || index < 0 || index >= tx.inputsLength) throw invalidParams(`the PSBT has no input ${String(index)}`)
      const script = spentScript(tx, index)
      if (script === undefined || !sameBytes(script, key.script)) throw invalidParams(`input ${index} does not spend ${key.address}`)
    }
  }
}

/**
 * Signs the named inputs in place (checked first). A taproot input without its internal key gets
 * the account's, as a BIP86 key-path spend needs it to tweak.
 */
export const signPsbtInputs = (tx: Transaction, signings: ReadonlyArray<PsbtSigning>): void => {
  checkPsbtSignings(tx, signings)
  for (const { key, indexes, sigHash } of signings) {
    for (const index of indexes) {
      if (key.addressType === "p2tr" && tx.getInput(index).tapInternalKey === undefined) tx.updateInput(index, { tapInternalKey: key.publicKey })
      if (sigHash !== undefined) tx.updateInput(index, { sighashType: sigHash })
      try {
        tx.signIdx(key.secret(), index, sigHash === undefined ? undefined : [sigHash])
      } catch (error) {
        throw invalidParams(`input ${index} could not be signed (${error instanceof Error ? error.message : String(error)})`)
      }
    }
  }
}
