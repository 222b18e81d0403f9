/**
 * The virtual size of a payment before it is signed, so its fee can be known before the wallet is
 * asked (BIP141: a byte outside the witness weighs 4, one inside it 1; vsize is the weight / 4,
 * rounded up). Signatures are counted at their largest, so the fee paid is never below the rate.
 */

/** The kinds of payment address a send spends from: P2WPKH, and P2TR by its key path. */
export type SpendKind = "wpkh" | "tr"

/** Bytes of a CompactSize count. */
const compactSize = (count: number): number => (count < 0xfd ? 1 : count <= 0xffff ? 3 : 5)

/** An input's outpoint (32 + 4), empty script (1) and sequence (4): outside the witness. */
const INPUT_BASE_BYTES = 41

/** Its witness: the item count, then each item's length and bytes. */
const WITNESS_BYTES: Readonly<Record<SpendKind, number>> = {
  // A DER signature of at most 72 bytes and its sighash byte, and the 33-byte compressed key.
  wpkh: 1 + 1 + 73 + 1 + 33,
  // A 64-byte Schnorr signature, 65 with an explicit sighash byte.
  tr: 1 + 1 + 65
}

/** Version (4) and lock time (4) outside the witness; the segwit marker and flag (2) inside it. */
const TX_BASE_BYTES = 8
const SEGWIT_MARKER_WEIGHT = 2

export const inputWeight = (kind: SpendKind): number => 4 * INPUT_BASE_BYTES + WITNESS_BYTES[kind]

/** An output: its amount (8) and its script with the script's length. */
export const outputWeight = (scriptLength: number): number => 4 * (8 + compactSize(scriptLength) + scriptLength)

export const vsizeOf = (kind: SpendKind, inputs: number, outputScriptLengths: ReadonlyArray<number>): number => {
  const weight =
    4 * (TX_BASE_BYTES + compactSize(inputs) + compactSize(outputScriptLengths.length)) +
    SEGWIT_MARKER_WEIGHT +
    inputs * inputWeight(kind) +
    outputScriptLengths.reduce((sum, length) => sum + outputWeight(length), 0)
  return Math.ceil(weight / 4)
}
