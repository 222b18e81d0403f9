/**
 * Which of the sender's unspent outputs pay for a transfer, and what comes back as change.
 * Largest first: the fewest inputs, so the smallest transaction and fee for the amount, and no
 * search that could take long over an address with many small outputs. Confirmed outputs go
 * before waiting ones (a send built on a transaction still in the mempool waits on it, and falls
 * with it if it is replaced); waiting ones are used when the confirmed do not cover the send, as
 * the balance shown counts them too.
 */
import { dustLimit } from "./dustLimit.js"
import { feeAt } from "./feeRate.js"
import { vsizeOf } from "./txSize.js"
import type { SpendKind } from "./txSize.js"

/** An unspent output of the sender (Esplora's `GET /address/:address/utxo`). */
export interface Coin {
  readonly txid: string
  readonly vout: number
  readonly value: bigint
  readonly confirmed: boolean
}

export interface CoinRequest {
  readonly coins: ReadonlyArray<Coin>
  readonly amount: bigint
  /** sat/vB. */
  readonly feeRate: number
  readonly spend: SpendKind
  readonly receiverScript: Uint8Array
  /** Change goes back to the sender's own script. */
  readonly changeScript: Uint8Array
}

export interface CoinPlan {
  readonly inputs: ReadonlyArray<Coin>
  /** Everything the inputs hold beyond the amount and the change. */
  readonly fee: bigint
  /** 0n: no change output (what is left is too small to be one, and goes to the miner). */
  readonly change: bigint
}

const largestFirst = (a: Coin, b: Coin): number =>
  a.confirmed !== b.confirmed ? (a.confirmed ? -1 : 1) : a.value === b.value ? 0 : a.value > b.value ? -1 : 1

/**
 * Adds outputs largest first until they pay the amount and the fee at the rate: with a change
 * output when what is left is at least the change script's dust limit, else without one (the
 * remainder, below dust and the change output's own cost, is added to the fee). Undefined when
 * every output together cannot pay.
 */
export const selectCoins = (request: CoinRequest): CoinPlan | undefined => {
  const { amount, feeRate, spend, receiverScript, changeScript } = request
  const ordered = [...request.coins].sort(largestFirst)
  const changeDust = dustLimit(changeScript)
  let held = 0n
  for (let count = 1; count <= ordered.length; count++) {
    held += (ordered[count - 1] as Coin).value
    const withChange = feeAt(vsizeOf(spend, count, [receiverScript.length, changeScript.length]), feeRate)
    const change = held - amount - withChange
    if (change >= changeDust) return { inputs: ordered.slice(0, count), fee: withChange, change }
    const withoutChange = feeAt(vsizeOf(spend, count, [receiverScript.length]), feeRate)
    if (held - amount >= withoutChange) return { inputs: ordered.slice(0, count), fee: held - amount, change: 0n }
  }
  return undefined
}

/** What every output together holds: what an insufficient-funds refusal reports. */
export const totalOf = (coins: ReadonlyArray<Coin>): bigint => coins.reduce((sum, coin) => sum + coin.value, 0n)
