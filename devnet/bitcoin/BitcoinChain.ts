/**
 * The local chain's state, in memory: every block from regtest's genesis, the transactions
 * they hold, the mempool, and which output each input spends. `submit` is bitcoind's
 * `sendrawtransaction` (every check, in its order, before anything changes); `mine` appends
 * blocks holding the whole mempool.
 */
import { blockHash, merkleRoot, mineHeader, type BlockHeader } from "./blockHeader.js"
import { checkStandalone } from "./checkStandalone.js"
import { coinbaseTx } from "./coinbaseTx.js"
import { decodeTx, type DecodedTx, type TxOutputView } from "./decodedTx.js"
import { isUnspendable } from "./dustThreshold.js"
import { decodeHexStrict, toHex } from "./hex.js"
import {
  blockSubsidy,
  COINBASE_MATURITY,
  GENESIS_COINBASE_HEX,
  GENESIS_HEADER,
  REGTEST_BITS,
  REGTEST_GENESIS_HASH
} from "./regtest.js"
import {
  ALREADY_IN_CHAIN,
  DECODE_FAILED,
  formatMoney,
  MISSING_OR_SPENT,
  rejected,
  type TxRejected
} from "./TxRejected.js"
import { isVerifiableSpend, unverifiable, verifyInputScript } from "./verifyInputScript.js"

export interface ChainTx extends DecodedTx {
  readonly isCoinbase: boolean
  /** The outputs its inputs spend, in input order; empty for a coinbase. */
  readonly prevouts: ReadonlyArray<TxOutputView>
  readonly fee: bigint
}

export interface ChainBlock {
  readonly hash: string
  readonly height: number
  readonly header: BlockHeader
  readonly txids: ReadonlyArray<string>
  readonly size: number
  readonly weight: number
  /** Median time of the last 11 blocks up to this one (BIP113). */
  readonly medianTime: number
}

/** The input that spends an output. */
export interface Spend {
  readonly txid: string
  readonly vin: number
}

export type SubmitOutcome =
  | { readonly _tag: "Accepted"; readonly txid: string }
  | { readonly _tag: "Rejected"; readonly rejection: TxRejected }

export interface MineBlockOptions {
  /** Coinbase outputs before the miner's own (the rest of the subsidy and the fees go to the miner). */
  readonly payouts?: ReadonlyArray<TxOutputView>
  /** The block's time (seconds); by default now, and always after the previous block's. */
  readonly time?: number
}

const BLOCK_VERSION = 0x20000000
const LOCKTIME_THRESHOLD = 500_000_000
const SEQUENCE_FINAL = 0xffffffff

const outpoint = (txid: string, vout: number) => `${txid}:${vout}`
const reject = (rejection: TxRejected): SubmitOutcome => ({ _tag: "Rejected", rejection })

export class BitcoinChain {
  private readonly blocks: Array<ChainBlock> = []
  private readonly blocksByHash = new Map<string, ChainBlock>()
  private readonly txs = new Map<string, ChainTx>()
  private readonly blockOfTx = new Map<string, ChainBlock>()
  private readonly mempool = new Set<string>()
  private readonly spends = new Map<string, Spend>()
  private readonly txidsByScript = new Map<string, Array<string>>()
  private readonly genesisCoinbase: string

  constructor(
    private readonly minerScript: Uint8Array,
    private readonly now: () => number = () => Math.floor(Date.now() / 1000)
  ) {
    const coinbase = decodeTx(decodeHexStrict(GENESIS_COINBASE_HEX) ?? new Uint8Array())
    if (coinbase === undefined) throw new Error("The genesis coinbase does not decode")
    const header: BlockHeader = { ...GENESIS_HEADER, previousBlockHash: "0".repeat(64), merkleRoot: merkleRoot([coinbase.txid]) }
    if (blockHash(header) !== REGTEST_GENESIS_HASH) throw new Error("The genesis block does not hash to regtest's genesis hash")
    // As in bitcoind, the genesis coinbase is never spendable: its outputs are not in the UTXO set.
    this.genesisCoinbase = coinbase.txid
    const genesisTx: ChainTx = { ...coinbase, isCoinbase: true, prevouts: [], fee: 0n }
    this.record(genesisTx)
    this.append(header, [genesisTx])
  }

  get tip(): ChainBlock {
    return this.blocks[this.blocks.length - 1] as ChainBlock
  }

  blockAt = (height: number): ChainBlock | undefined => this.blocks[height]
  blockByHash = (hash: string): ChainBlock | undefined => this.blocksByHash.get(hash)
  tx = (txid: string): ChainTx | undefined => this.txs.get(txid)
  /** The block holding the transaction; `undefined` while it waits in the mempool. */
  blockOf = (txid: string): ChainBlock | undefined => this.blockOfTx.get(txid)
  spendOf = (txid: string, vout: number): Spend | undefined => this.spends.get(outpoint(txid, vout))
  mempoolTxids = (): ReadonlyArray<string> => [...this.mempool]
  /** Every transaction paying to or spending from the script, oldest first. */
  txidsOfScript = (script: Uint8Array): ReadonlyArray<string> => this.txidsByScript.get(toHex(script)) ?? []

  submit(raw: Uint8Array): SubmitOutcome {
    const decoded = decodeTx(raw)
    if (decoded === undefined) return reject(DECODE_FAILED)
    const standalone = checkStandalone(decoded)
    if (standalone !== undefined) return reject(standalone)
    if (!this.isFinal(decoded)) return reject(rejected("non-final"))
    // bitcoind hands back the txid of a transaction it already holds rather than refusing it.
    if (this.mempool.has(decoded.txid)) return { _tag: "Accepted", txid: decoded.txid }
    if (decoded.outputs.some((_, vout) => this.isUnspent(decoded.txid, vout))) return reject(ALREADY_IN_CHAIN)
    const spent = decoded.inputs.map((input) => this.spends.get(outpoint(input.txid, input.vout)))
    if (spent.some((spend) => spend !== undefined && this.mempool.has(spend.txid))) return reject(rejected("txn-mempool-conflict"))
    if (!decoded.inputs.every((input) => this.isUnspent(input.txid, input.vout))) return reject(MISSING_OR_SPENT)
    const sources = decoded.inputs.map((input) => this.txs.get(input.txid) as ChainTx)
    const prevouts = decoded.inputs.map((input, index) => sources[index]?.outputs[input.vout] as TxOutputView)
    const nextHeight = this.tip.height + 1
    for (const source of sources) {
      const height = this.blockOf(source.txid)?.height ?? nextHeight
      if (source.isCoinbase && nextHeight - height < COINBASE_MATURITY) {
        return reject(rejected("bad-txns-premature-spend-of-coinbase", `tried to spend coinbase at depth ${nextHeight - height}`))
      }
    }
    const valueIn = prevouts.reduce((sum, prevout) => sum + prevout.value, 0n)
    const valueOut = decoded.outputs.reduce((sum, output) => sum + output.value, 0n)
    if (valueIn < valueOut) {
      return reject(rejected("bad-txns-in-belowout", `value in (${formatMoney(valueIn)}) < value out (${formatMoney(valueOut)})`))
    }
    const unknownSpend = prevouts.findIndex((prevout) => !isVerifiableSpend(prevout.script))
    if (unknownSpend >= 0) return reject(unverifiable(unknownSpend, "the spent output is neither P2WPKH nor P2TR"))
    const fee = valueIn - valueOut
    // The default minimum relay fee: 1 sat/vB.
    if (fee < BigInt(decoded.vsize)) return reject(rejected("min relay fee not met", `${fee} < ${decoded.vsize}`))
    for (let index = 0; index < decoded.inputs.length; index++) {
      const failure = verifyInputScript(decoded, index, prevouts)
      if (failure !== undefined) return reject(failure)
    }
    this.record({ ...decoded, isCoinbase: false, prevouts, fee })
    this.mempool.add(decoded.txid)
    return { _tag: "Accepted", txid: decoded.txid }
  }

  /** Mines one block holding the whole mempool (in arrival order, so parents come before children). */
  mineBlock(options: MineBlockOptions = {}): ChainBlock {
    const height = this.tip.height + 1
    const included = [...this.mempool].map((txid) => this.txs.get(txid) as ChainTx)
    const fees = included.reduce((sum, tx) => sum + tx.fee, 0n)
    const payouts = options.payouts ?? []
    const minerShare = blockSubsidy(height) + fees - payouts.reduce((sum, payout) => sum + payout.value, 0n)
    if (minerShare < 0n) throw new Error("Coinbase payouts exceed the subsidy and fees")
    const outputs = minerShare > 0n ? [...payouts, { value: minerShare, script: this.minerScript }] : payouts
    const coinbase = decodeTx(coinbaseTx(height, outputs, included.map((tx) => tx.wtxid))) as DecodedTx
    const time = Math.max(options.time ?? this.now(), this.tip.header.time + 1)
    const header = mineHeader({
      version: BLOCK_VERSION,
      previousBlockHash: this.tip.hash,
      merkleRoot: merkleRoot([coinbase.txid, ...included.map((tx) => tx.txid)]),
      time,
      bits: REGTEST_BITS
    })
    const coinbaseTxRecord: ChainTx = { ...coinbase, isCoinbase: true, prevouts: [], fee: 0n }
    this.record(coinbaseTxRecord)
    for (const tx of included) this.mempool.delete(tx.txid)
    return this.append(header, [coinbaseTxRecord, ...included])
  }

  mine(count: number): ReadonlyArray<ChainBlock> {
    return Array.from({ length: count }, () => this.mineBlock())
  }

  /** An output that exists, is spendable and no transaction (confirmed or waiting) spends. */
  private isUnspent(txid: string, vout: number): boolean {
    const output = this.txs.get(txid)?.outputs[vout]
    return output !== undefined && txid !== this.genesisCoinbase && !isUnspendable(output.script) && !this.spends.has(outpoint(txid, vout))
  }

  /** BIP113: a lock time counts against the next height, or the tip's median time past. */
  private isFinal(decoded: DecodedTx): boolean {
    if (decoded.lockTime === 0 || decoded.inputs.every((input) => input.sequence === SEQUENCE_FINAL)) return true
    const limit = decoded.lockTime < LOCKTIME_THRESHOLD ? this.tip.height + 1 : this.tip.medianTime
    return decoded.lockTime < limit
  }

  private record(tx: ChainTx): void {
    this.txs.set(tx.txid, tx)
    tx.inputs.forEach((input, vin) => {
      if (!tx.isCoinbase) this.spends.set(outpoint(input.txid, input.vout), { txid: tx.txid, vin })
    })
    const scripts = new Set([...tx.outputs, ...tx.prevouts].map((output) => toHex(output.script)))
    for (const script of scripts) {
      const txids = this.txidsByScript.get(script) ?? []
      txids.push(tx.txid)
      this.txidsByScript.set(script, txids)
    }
  }

  private append(header: BlockHeader, txs: ReadonlyArray<ChainTx>): ChainBlock {
    const times = [...this.blocks.slice(-10).map((block) => block.header.time), header.time].sort((a, b) => a - b)
    const countBytes = txs.length < 0xfd ? 1 : 3
    const block: ChainBlock = {
      hash: blockHash(header),
      height: this.blocks.length,
      header,
      txids: txs.map((tx) => tx.txid),
      size: 80 + countBytes + txs.reduce((sum, tx) => sum + tx.size, 0),
      weight: 4 * (80 + countBytes) + txs.reduce((sum, tx) => sum + tx.weight, 0),
      medianTime: times[Math.floor(times.length / 2)] as number
    }
    this.blocks.push(block)
    this.blocksByHash.set(block.hash, block)
    for (const tx of txs) this.blockOfTx.set(tx.txid, block)
    return block
  }
}
