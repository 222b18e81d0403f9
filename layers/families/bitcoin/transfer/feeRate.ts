/**
 * The fee rate a send pays, in sat/vB, from Esplora's `GET /fee-estimates` (a confirmation target
 * in blocks → the rate the server expects to confirm within it).
 */

/** Bitcoin Core's default minimum relay fee: a node relays nothing cheaper. */
export const MIN_RELAY_FEE_RATE = 1

/**
 * The next-block target: the modal waits for a send and then follows it for about ten minutes,
 * one block's time on average, so a slower target would leave most sends pending past that.
 */
const NEXT_BLOCK = "1"

/**
 * The next-block rate; a server without that target gives its soonest one instead; one with no
 * estimates at all (a quiet regtest or signet server answers `{}`) gives the minimum relay fee,
 * which every node accepts. Never below the minimum relay fee.
 */
export const feeRateOf = (estimates: Readonly<Record<string, number>>): number => {
  const usable = (rate: number | undefined): rate is number => rate !== undefined && Number.isFinite(rate) && rate > 0
  const next = estimates[NEXT_BLOCK]
  if (usable(next)) return Math.max(next, MIN_RELAY_FEE_RATE)
  const soonest = Object.keys(estimates)
    .filter((target) => /^[1-9]\d*$/.test(target) && usable(estimates[target]))
    .sort((a, b) => Number(a) - Number(b))[0]
  return soonest === undefined ? MIN_RELAY_FEE_RATE : Math.max(estimates[soonest] as number, MIN_RELAY_FEE_RATE)
}

/** The fee of `vsize` virtual bytes at `rate` sat/vB, in whole sats rounded up (rates may be fractional). */
export const feeAt = (vsize: number, rate: number): bigint => {
  const milliSatsPerVbyte = BigInt(Math.ceil(rate * 1000))
  return (BigInt(vsize) * milliSatsPerVbyte + 999n) / 1000n
}
