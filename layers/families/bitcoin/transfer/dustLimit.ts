/**
 * Bitcoin Core's dust rule (policy.cpp GetDustThreshold, at its default dust relay fee of
 * 3 sat/vB): an output worth less than what spending it would cost is refused by nodes ("dust").
 * 294 sats to a P2WPKH script, 330 to P2TR and P2WSH, 540 to P2SH, 546 to P2PKH.
 */

const DUST_RELAY_FEE_RATE = 3n

/** A segwit output: a version opcode (OP_0, OP_1…OP_16) and one push of 2 to 40 bytes. */
const isWitnessProgram = (script: Uint8Array): boolean => {
  const version = script[0] ?? -1
  const pushed = script[1] ?? -1
  return script.length >= 4 && script.length <= 42 && (version === 0x00 || (version >= 0x51 && version <= 0x60)) && pushed + 2 === script.length
}

/** The least an output paying to `script` may carry, in sats. */
export const dustLimit = (script: Uint8Array): bigint => {
  const outputBytes = 8 + 1 + script.length
  // Outpoint, script length, sequence, and the spend's script: 107 bytes, at a quarter inside a witness.
  const spendBytes = 32 + 4 + 1 + 4 + (isWitnessProgram(script) ? Math.floor(107 / 4) : 107)
  return BigInt(outputBytes + spendBytes) * DUST_RELAY_FEE_RATE
}
