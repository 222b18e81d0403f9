/**
 * Checks one input's witness against the output it spends, for the two spends this chain can
 * verify: P2WPKH (BIP143 sighash, ECDSA) and P2TR key path (BIP341 sighash, Schnorr). Any other
 * spend is refused, never waved through. Failures carry bitcoind's script error strings.
 */
import { secp256k1, schnorr } from "@noble/curves/secp256k1"
import { OutScript } from "@scure/btc-signer"
import { equalBytes, hash160 } from "@scure/btc-signer/utils.js"
import type { DecodedTx, TxOutputView } from "./decodedTx.js"
import { rejected, scriptFailed, type TxRejected } from "./TxRejected.js"

const SIGHASH_DEFAULT = 0x00
const DEFINED_SIGHASHES = new Set([0x01, 0x02, 0x03, 0x81, 0x82, 0x83])
const ANNEX_TAG = 0x50

type OutputKind = { readonly type: "wpkh"; readonly hash: Uint8Array } | { readonly type: "tr"; readonly pubkey: Uint8Array } | { readonly type: "other" }

const outputKind = (script: Uint8Array): OutputKind => {
  try {
    const decoded = OutScript.decode(script)
    if (decoded.type === "wpkh") return { type: "wpkh", hash: decoded.hash }
    if (decoded.type === "tr") return { type: "tr", pubkey: decoded.pubkey }
  } catch {
    // Not a script btc-signer knows: unverifiable here.
  }
  return { type: "other" }
}

/** Whether this chain can check a spend of `script`: P2WPKH and P2TR only (bitcoind's AreInputsStandard, narrowed). */
export const isVerifiableSpend = (script: Uint8Array): boolean => outputKind(script).type !== "other"

export const unverifiable = (index: number, what: string): TxRejected =>
  rejected("bad-txns-nonstandard-inputs", `input ${index}: ${what}; this local chain verifies P2WPKH and P2TR key-path spends only`)

/** `undefined` when the input's signature is good for `prevouts[index]`. */
export const verifyInputScript = (decoded: DecodedTx, index: number, prevouts: ReadonlyArray<TxOutputView>): TxRejected | undefined => {
  const input = decoded.inputs[index]
  const prevout = prevouts[index]
  if (input === undefined || prevout === undefined) return unverifiable(index, "no prevout")
  const kind = outputKind(prevout.script)
  if (kind.type === "other") return unverifiable(index, "the spent output is neither P2WPKH nor P2TR")
  if (input.scriptSig.length > 0) return scriptFailed("Witness requires empty scriptSig")
  if (input.witness.length === 0) return scriptFailed("Witness program was passed an empty witness")
  return kind.type === "wpkh" ? verifyP2wpkh(decoded, index, kind.hash, prevout.value) : verifyKeyPath(decoded, index, kind.pubkey, prevouts)
}

const verifyP2wpkh = (decoded: DecodedTx, index: number, program: Uint8Array, amount: bigint): TxRejected | undefined => {
  const [signature, pubkey] = decoded.inputs[index]?.witness ?? []
  if (decoded.inputs[index]?.witness.length !== 2 || signature === undefined || pubkey === undefined) {
    return scriptFailed("Witness program hash mismatch")
  }
  // The witness runs as OP_DUP OP_HASH160 <program> OP_EQUALVERIFY OP_CHECKSIG; its checks, in order.
  if (!equalBytes(hash160(pubkey), program)) return scriptFailed("Script failed an OP_EQUALVERIFY operation")
  // An empty signature is a clean "no": OP_CHECKSIG pushes false.
  if (signature.length === 0) return scriptFailed("Script evaluated without error but finished with a false/empty top stack element")
  const hashType = signature[signature.length - 1] ?? 0
  let parsed: InstanceType<typeof secp256k1.Signature>
  try {
    parsed = secp256k1.Signature.fromBytes(signature.subarray(0, -1), "der")
  } catch {
    return scriptFailed("Non-canonical DER signature")
  }
  if (parsed.hasHighS()) return scriptFailed("Non-canonical signature: S value is unnecessarily high")
  if (!DEFINED_SIGHASHES.has(hashType)) return scriptFailed("Signature hash type missing or not understood")
  if (pubkey.length !== 33 || (pubkey[0] !== 0x02 && pubkey[0] !== 0x03)) return scriptFailed("Using non-compressed keys in segwit")
  // BIP143: a P2WPKH input signs the P2PKH script of its key hash.
  const scriptCode = OutScript.encode({ type: "pkh", hash: program })
  const sighash = decoded.tx.preimageWitnessV0(index, scriptCode, hashType, amount)
  const valid = secp256k1.verify(parsed.toBytes("compact"), sighash, pubkey, { prehash: false, lowS: true, format: "compact" })
  return valid ? undefined : scriptFailed("Signature must be zero for failed CHECK(MULTI)SIG operation")
}

const verifyKeyPath = (
  decoded: DecodedTx,
  index: number,
  outputKey: Uint8Array,
  prevouts: ReadonlyArray<TxOutputView>
): TxRejected | undefined => {
  const witness = decoded.inputs[index]?.witness ?? []
  const last = witness[witness.length - 1]
  if (witness.length > 1 && last !== undefined && last[0] === ANNEX_TAG) return unverifiable(index, "a taproot annex")
  if (witness.length > 1) return unverifiable(index, "a taproot script-path spend")
  const signature = witness[0] ?? new Uint8Array()
  if (signature.length !== 64 && signature.length !== 65) return scriptFailed("Invalid Schnorr signature size")
  const hashType = signature.length === 65 ? (signature[64] ?? 0) : SIGHASH_DEFAULT
  // A 65-byte signature must name its hash type: 0x00 is only ever implied.
  if (signature.length === 65 && !DEFINED_SIGHASHES.has(hashType)) return scriptFailed("Invalid Schnorr signature hash type")
  let sighash: Uint8Array
  try {
    sighash = decoded.tx.preimageWitnessV1(
      index,
      prevouts.map((prevout) => prevout.script),
      hashType,
      prevouts.map((prevout) => prevout.value)
    )
  } catch {
    // SIGHASH_SINGLE without a matching output has no BIP341 message.
    return scriptFailed("Invalid Schnorr signature hash type")
  }
  return schnorr.verify(signature.subarray(0, 64), sighash, outputKey) ? undefined : scriptFailed("Invalid Schnorr signature")
}
