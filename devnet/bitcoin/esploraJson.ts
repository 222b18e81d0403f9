/**
 * Esplora's JSON shapes (electrs's `TransactionValue`, `BlockValue`, address stats and UTXOs),
 * field for field, so a library written against blockstream.info reads this chain unchanged.
 */
import type { BitcoinChain, ChainBlock, ChainTx } from "./BitcoinChain.js"
import { difficultyOf } from "./blockHeader.js"
import type { TxOutputView } from "./decodedTx.js"
import { toHex } from "./hex.js"
import { scriptAsm, scriptPubKeyAddress, scriptPubKeyType } from "./scriptPubKeyInfo.js"

export type TxStatusJson =
  | { readonly confirmed: false }
  | { readonly confirmed: true; readonly block_height: number; readonly block_hash: string; readonly block_time: number }

export const txStatusJson = (block: ChainBlock | undefined): TxStatusJson =>
  block === undefined
    ? { confirmed: false }
    : { confirmed: true, block_height: block.height, block_hash: block.hash, block_time: block.header.time }

const outputJson = (output: TxOutputView) => {
  const address = scriptPubKeyAddress(output.script)
  return {
    scriptpubkey: toHex(output.script),
    scriptpubkey_asm: scriptAsm(output.script),
    scriptpubkey_type: scriptPubKeyType(output.script),
    ...(address === undefined ? {} : { scriptpubkey_address: address }),
    value: Number(output.value)
  }
}

export const txJson = (chain: BitcoinChain, tx: ChainTx) => ({
  txid: tx.txid,
  version: tx.version,
  locktime: tx.lockTime,
  vin: tx.inputs.map((input, index) => {
    const prevout = tx.prevouts[index]
    return {
      txid: input.txid,
      vout: input.vout,
      prevout: prevout === undefined ? null : outputJson(prevout),
      scriptsig: toHex(input.scriptSig),
      scriptsig_asm: scriptAsm(input.scriptSig),
      ...(input.witness.length === 0 ? {} : { witness: input.witness.map(toHex) }),
      is_coinbase: tx.isCoinbase,
      sequence: input.sequence
    }
  }),
  vout: tx.outputs.map(outputJson),
  size: tx.size,
  weight: tx.weight,
  fee: Number(tx.fee),
  status: txStatusJson(chain.blockOf(tx.txid))
})

export const blockJson = (block: ChainBlock) => ({
  id: block.hash,
  height: block.height,
  version: block.header.version,
  timestamp: block.header.time,
  tx_count: block.txids.length,
  size: block.size,
  weight: block.weight,
  merkle_root: block.header.merkleRoot,
  previousblockhash: block.height === 0 ? null : block.header.previousBlockHash,
  mediantime: block.medianTime,
  nonce: block.header.nonce,
  bits: block.header.bits,
  difficulty: difficultyOf(block.header.bits)
})

export const blockStatusJson = (chain: BitcoinChain, block: ChainBlock) => {
  const next = chain.blockAt(block.height + 1)
  return { in_best_chain: true, height: block.height, next_best: next === undefined ? null : next.hash }
}

const emptyStats = () => ({ funded_txo_count: 0, funded_txo_sum: 0, spent_txo_count: 0, spent_txo_sum: 0, tx_count: 0 })

/** `{chain_stats, mempool_stats}` of a script: what its confirmed and its waiting transactions move. */
export const scriptStatsJson = (chain: BitcoinChain, script: Uint8Array) => {
  const scriptHex = toHex(script)
  const chainStats = emptyStats()
  const mempoolStats = emptyStats()
  for (const txid of chain.txidsOfScript(script)) {
    const tx = chain.tx(txid) as ChainTx
    const stats = chain.blockOf(txid) === undefined ? mempoolStats : chainStats
    stats.tx_count++
    for (const output of tx.outputs) {
      if (toHex(output.script) !== scriptHex) continue
      stats.funded_txo_count++
      stats.funded_txo_sum += Number(output.value)
    }
    for (const prevout of tx.prevouts) {
      if (toHex(prevout.script) !== scriptHex) continue
      stats.spent_txo_count++
      stats.spent_txo_sum += Number(prevout.value)
    }
  }
  return { chain_stats: chainStats, mempool_stats: mempoolStats }
}

/** The script's unspent outputs, waiting ones included and those a waiting transaction spends left out. */
export const scriptUtxosJson = (chain: BitcoinChain, script: Uint8Array) => {
  const scriptHex = toHex(script)
  return chain.txidsOfScript(script).flatMap((txid) => {
    const tx = chain.tx(txid) as ChainTx
    return tx.outputs.flatMap((output, vout) =>
      toHex(output.script) === scriptHex && chain.spendOf(txid, vout) === undefined
        ? [{ txid, vout, status: txStatusJson(chain.blockOf(txid)), value: Number(output.value) }]
        : []
    )
  })
}

export const outspendJson = (chain: BitcoinChain, txid: string, vout: number) => {
  const spend = chain.spendOf(txid, vout)
  return spend === undefined
    ? { spent: false }
    : { spent: true, txid: spend.txid, vin: spend.vin, status: txStatusJson(chain.blockOf(spend.txid)) }
}
