/**
 * The checks a transaction passes on its own, before any input is looked up, in bitcoind's
 * order: consensus (CheckTransaction) then relay policy (IsStandardTx).
 */
import type { DecodedTx } from "./decodedTx.js"
import { dustThreshold } from "./dustThreshold.js"
import { SATS_PER_BTC } from "./regtest.js"
import { isStandardOutput } from "./scriptPubKeyInfo.js"
import { rejected, type TxRejected } from "./TxRejected.js"

const MAX_MONEY = 21_000_000n * SATS_PER_BTC
const MAX_STANDARD_TX_WEIGHT = 400_000
const MAX_BLOCK_WEIGHT = 4_000_000
const NULL_TXID = "0".repeat(64)

export const isCoinbaseInput = (input: { readonly txid: string; readonly vout: number }): boolean =>
  input.txid === NULL_TXID && input.vout === 0xffffffff

export const checkStandalone = (decoded: DecodedTx): TxRejected | undefined => {
  if (decoded.inputs.length === 0) return rejected("bad-txns-vin-empty")
  if (decoded.outputs.length === 0) return rejected("bad-txns-vout-empty")
  if (decoded.weight > MAX_BLOCK_WEIGHT) return rejected("bad-txns-oversize")
  let total = 0n
  for (const output of decoded.outputs) {
    if (output.value > MAX_MONEY) return rejected("bad-txns-vout-toolarge")
    total += output.value
    if (total > MAX_MONEY) return rejected("bad-txns-txouttotal-toolarge")
  }
  const outpoints = new Set(decoded.inputs.map((input) => `${input.txid}:${input.vout}`))
  if (outpoints.size !== decoded.inputs.length) return rejected("bad-txns-inputs-duplicate")
  if (decoded.inputs.length === 1 && decoded.inputs.every(isCoinbaseInput)) return rejected("coinbase")
  if (decoded.inputs.some(isCoinbaseInput)) return rejected("bad-txns-prevout-null")
  // Relay policy from here on.
  if (decoded.version < 1 || decoded.version > 3) return rejected("version")
  if (decoded.weight > MAX_STANDARD_TX_WEIGHT) return rejected("tx-size")
  if (decoded.inputs.some((input) => input.scriptSig.length > 1650)) return rejected("scriptsig-size")
  if (!decoded.outputs.every((output) => isStandardOutput(output.script))) return rejected("scriptpubkey")
  if (decoded.outputs.filter((output) => output.script[0] === 0x6a).length > 1) return rejected("multi-op-return")
  if (decoded.outputs.some((output) => output.value < dustThreshold(output.script))) return rejected("dust")
  return undefined
}
