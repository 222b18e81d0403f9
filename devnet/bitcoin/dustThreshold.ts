/**
 * bitcoind's dust rule (policy.cpp GetDustThreshold at the default 3 sat/vB dust relay fee): an
 * output is dust when spending it would cost more than it is worth. 294 sats for P2WPKH, 330 for
 * P2TR and P2WSH, 546 for P2PKH; an unspendable output (OP_RETURN) is never dust.
 */
import { CompactSize } from "@scure/btc-signer"

const DUST_RELAY_SATS_PER_VBYTE = 3n
const OP_RETURN = 0x6a
const MAX_SCRIPT_SIZE = 10_000

/** A segwit output: a version opcode (OP_0, OP_1…OP_16) and one push of 2 to 40 bytes. */
export const isWitnessProgram = (script: Uint8Array): boolean => {
  const version = script[0] ?? -1
  const pushed = script[1] ?? -1
  return (
    script.length >= 4 && script.length <= 42 && (version === 0x00 || (version >= 0x51 && version <= 0x60)) && pushed + 2 === script.length
  )
}

export const isUnspendable = (script: Uint8Array): boolean => script[0] === OP_RETURN || script.length > MAX_SCRIPT_SIZE

export const dustThreshold = (script: Uint8Array): bigint => {
  if (isUnspendable(script)) return 0n
  const outputSize = 8 + CompactSize.encode(BigInt(script.length)).length + script.length
  // Outpoint, empty scriptSig, sequence; a witness spend adds its witness at a quarter of the weight.
  const inputSize = isWitnessProgram(script) ? 32 + 4 + 1 + Math.floor(107 / 4) + 4 : 32 + 4 + 1 + 107 + 4
  return BigInt(outputSize + inputSize) * DUST_RELAY_SATS_PER_VBYTE
}
