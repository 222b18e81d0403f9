/**
 * Esplora's REST routes (the subset wallets and apps use) over the local chain, plus the admin
 * route `POST /mine?blocks=N`. Each request gets one `EsploraAnswer`; nothing here touches
 * sockets, so the routes can be read (and tested) without a server.
 */
import { CompactSize } from "@scure/btc-signer"
import type { BitcoinChain, ChainBlock, ChainTx } from "./BitcoinChain.js"
import { encodeHeader } from "./blockHeader.js"
import {
  blockJson,
  blockStatusJson,
  outspendJson,
  scriptStatsJson,
  scriptUtxosJson,
  txJson,
  txStatusJson
} from "./esploraJson.js"
import { FEE_ESTIMATES } from "./feeEstimates.js"
import { decodeHexStrict, isHash256Hex, toHex } from "./hex.js"
import { addressScript } from "./scriptPubKeyInfo.js"
import { DECODE_FAILED, esploraRejectBody } from "./TxRejected.js"

export interface EsploraAnswer {
  readonly status: number
  readonly contentType: "text/plain" | "application/json" | "application/octet-stream"
  readonly body: string | Uint8Array
}

export interface EsploraRequest {
  readonly method: string
  readonly path: string
  readonly query: URLSearchParams
  readonly body: string
}

export interface EsploraChain {
  readonly chain: BitcoinChain
  /** Mine a block after each accepted transaction (the demo's mode). */
  readonly automine: boolean
}

const MAX_MINE_PER_REQUEST = 1000
const BLOCKS_PAGE = 10
const BLOCK_TXS_PAGE = 25
const ADDRESS_CHAIN_PAGE = 25
const ADDRESS_MEMPOOL_PAGE = 50

const text = (body: string, status = 200): EsploraAnswer => ({ status, contentType: "text/plain", body })
const json = (value: unknown): EsploraAnswer => ({ status: 200, contentType: "application/json", body: JSON.stringify(value) })
const bytes = (body: Uint8Array): EsploraAnswer => ({ status: 200, contentType: "application/octet-stream", body })
const notFound = (message: string) => text(message, 404)
const badRequest = (message: string) => text(message, 400)

type Handler = (esplora: EsploraChain, params: ReadonlyArray<string>, request: EsploraRequest) => EsploraAnswer

const HASH = "([^/]+)"
const routes: ReadonlyArray<readonly [string, RegExp, Handler]> = [
  ["GET", /^\/blocks\/tip\/height$/, ({ chain }) => text(String(chain.tip.height))],
  ["GET", /^\/blocks\/tip\/hash$/, ({ chain }) => text(chain.tip.hash)],
  ["GET", /^\/blocks(?:\/([^/]+))?$/, ({ chain }, [start]) => recentBlocks(chain, start)],
  ["GET", /^\/block-height\/([^/]+)$/, ({ chain }, [height]) => withHeight(chain, height, (block) => text(block.hash))],
  ["GET", new RegExp(`^/block/${HASH}$`), ({ chain }, [hash]) => withBlock(chain, hash, (block) => json(blockJson(block)))],
  ["GET", new RegExp(`^/block/${HASH}/status$`), ({ chain }, [hash]) => withBlock(chain, hash, (block) => json(blockStatusJson(chain, block)))],
  ["GET", new RegExp(`^/block/${HASH}/txids$`), ({ chain }, [hash]) => withBlock(chain, hash, (block) => json(block.txids))],
  ["GET", new RegExp(`^/block/${HASH}/header$`), ({ chain }, [hash]) => withBlock(chain, hash, (block) => text(toHex(encodeHeader(block.header))))],
  ["GET", new RegExp(`^/block/${HASH}/raw$`), ({ chain }, [hash]) => withBlock(chain, hash, (block) => bytes(rawBlock(chain, block)))],
  ["GET", new RegExp(`^/block/${HASH}/txs(?:/([^/]+))?$`), ({ chain }, [hash, start]) => withBlock(chain, hash, (block) => blockTxs(chain, block, start))],
  ["GET", new RegExp(`^/tx/${HASH}$`), ({ chain }, [txid]) => withTx(chain, txid, (tx) => json(txJson(chain, tx)))],
  ["GET", new RegExp(`^/tx/${HASH}/status$`), ({ chain }, [txid]) => withTx(chain, txid, (tx) => json(txStatusJson(chain.blockOf(tx.txid))))],
  ["GET", new RegExp(`^/tx/${HASH}/hex$`), ({ chain }, [txid]) => withTx(chain, txid, (tx) => text(toHex(tx.raw)))],
  ["GET", new RegExp(`^/tx/${HASH}/raw$`), ({ chain }, [txid]) => withTx(chain, txid, (tx) => bytes(tx.raw))],
  ["GET", new RegExp(`^/tx/${HASH}/outspends$`), ({ chain }, [txid]) => withTx(chain, txid, (tx) => json(tx.outputs.map((_, vout) => outspendJson(chain, tx.txid, vout))))],
  ["GET", new RegExp(`^/tx/${HASH}/outspend/([^/]+)$`), ({ chain }, [txid, vout]) => withTx(chain, txid, (tx) => outspend(chain, tx, vout))],
  ["POST", /^\/tx$/, (esplora, _, request) => broadcast(esplora, request.body)],
  ["GET", /^\/address\/([^/]+)$/, ({ chain }, [address]) => withAddress(address, (script, valid) => json({ address: valid, ...scriptStatsJson(chain, script) }))],
  ["GET", /^\/address\/([^/]+)\/utxo$/, ({ chain }, [address]) => withAddress(address, (script) => json(scriptUtxosJson(chain, script)))],
  ["GET", /^\/address\/([^/]+)\/txs$/, ({ chain }, [address]) => withAddress(address, (script) => json(addressTxs(chain, script, "both")))],
  ["GET", /^\/address\/([^/]+)\/txs\/mempool$/, ({ chain }, [address]) => withAddress(address, (script) => json(addressTxs(chain, script, "mempool")))],
  [
    "GET",
    /^\/address\/([^/]+)\/txs\/chain(?:\/([^/]+))?$/,
    ({ chain }, [address, lastSeen]) => withAddress(address, (script) => json(addressTxs(chain, script, "chain", lastSeen)))
  ],
  ["GET", /^\/mempool$/, ({ chain }) => json(mempoolStats(chain))],
  ["GET", /^\/mempool\/txids$/, ({ chain }) => json(chain.mempoolTxids())],
  ["GET", /^\/mempool\/recent$/, ({ chain }) => json(recentMempool(chain))],
  ["GET", /^\/fee-estimates$/, () => json(FEE_ESTIMATES)],
  ["POST", /^\/mine$/, ({ chain }, _, request) => mine(chain, request.query.get("blocks"))]
]

export const answerEsplora = (esplora: EsploraChain, request: EsploraRequest): EsploraAnswer => {
  for (const [method, pattern, handler] of routes) {
    const match = pattern.exec(request.path)
    if (match === null || method !== request.method) continue
    return handler(esplora, match.slice(1), request)
  }
  return notFound(`endpoint does not exist ${JSON.stringify(request.path)}`)
}

const broadcast = ({ chain, automine }: EsploraChain, body: string): EsploraAnswer => {
  const raw = decodeHexStrict(body)
  const outcome = raw === undefined ? undefined : chain.submit(raw)
  if (outcome === undefined) return badRequest(esploraRejectBody(DECODE_FAILED))
  if (outcome._tag === "Rejected") return badRequest(esploraRejectBody(outcome.rejection))
  if (automine && chain.blockOf(outcome.txid) === undefined) chain.mineBlock()
  return text(outcome.txid)
}

const mine = (chain: BitcoinChain, blocks: string | null): EsploraAnswer => {
  const count = blocks === null ? 1 : /^[1-9]\d{0,3}$/.test(blocks) ? Number(blocks) : Number.NaN
  if (!(count >= 1 && count <= MAX_MINE_PER_REQUEST)) return badRequest(`blocks must be a whole number from 1 to ${MAX_MINE_PER_REQUEST}`)
  chain.mine(count)
  return text(String(chain.tip.height))
}

const withBlock = (chain: BitcoinChain, hash: string | undefined, answer: (block: ChainBlock) => EsploraAnswer): EsploraAnswer => {
  if (hash === undefined || !isHash256Hex(hash)) return badRequest("Invalid hex string")
  const block = chain.blockByHash(hash)
  return block === undefined ? notFound("Block not found") : answer(block)
}

const parseIndex = (raw: string | undefined): number | undefined => (raw !== undefined && /^(0|[1-9]\d{0,9})$/.test(raw) ? Number(raw) : undefined)

const withHeight = (chain: BitcoinChain, raw: string | undefined, answer: (block: ChainBlock) => EsploraAnswer): EsploraAnswer => {
  const height = parseIndex(raw)
  if (height === undefined) return badRequest("Invalid height")
  const block = chain.blockAt(height)
  return block === undefined ? notFound("Block not found") : answer(block)
}

const withTx = (chain: BitcoinChain, txid: string | undefined, answer: (tx: ChainTx) => EsploraAnswer): EsploraAnswer => {
  if (txid === undefined || !isHash256Hex(txid)) return badRequest("Invalid hex string")
  const tx = chain.tx(txid)
  return tx === undefined ? notFound("Transaction not found") : answer(tx)
}

const withAddress = (raw: string | undefined, answer: (script: Uint8Array, address: string) => EsploraAnswer): EsploraAnswer => {
  const script = raw === undefined ? undefined : addressScript(raw)
  return script === undefined || raw === undefined ? badRequest("Invalid Bitcoin address") : answer(script, raw)
}

const outspend = (chain: BitcoinChain, tx: ChainTx, raw: string | undefined): EsploraAnswer => {
  const vout = parseIndex(raw)
  return vout === undefined ? badRequest("Invalid vout") : json(outspendJson(chain, tx.txid, vout))
}

const recentBlocks = (chain: BitcoinChain, start: string | undefined): EsploraAnswer => {
  const from = start === undefined ? chain.tip.height : parseIndex(start)
  if (from === undefined) return badRequest("Invalid height")
  const heights = Array.from({ length: BLOCKS_PAGE }, (_, offset) => Math.min(from, chain.tip.height) - offset).filter((height) => height >= 0)
  return json(heights.map((height) => blockJson(chain.blockAt(height) as ChainBlock)))
}

const blockTxs = (chain: BitcoinChain, block: ChainBlock, start: string | undefined): EsploraAnswer => {
  const from = start === undefined ? 0 : parseIndex(start)
  if (from === undefined || from % BLOCK_TXS_PAGE !== 0) return badRequest(`start index must be a multiple of ${BLOCK_TXS_PAGE}`)
  if (from >= block.txids.length && from > 0) return badRequest("start index out of range")
  return json(block.txids.slice(from, from + BLOCK_TXS_PAGE).map((txid) => txJson(chain, chain.tx(txid) as ChainTx)))
}

const rawBlock = (chain: BitcoinChain, block: ChainBlock): Uint8Array =>
  Buffer.concat([
    encodeHeader(block.header),
    CompactSize.encode(BigInt(block.txids.length)),
    ...block.txids.map((txid) => (chain.tx(txid) as ChainTx).raw)
  ])

/** Newest first: waiting transactions (up to 50), then confirmed ones (25 a page, after `lastSeen`). */
const addressTxs = (chain: BitcoinChain, script: Uint8Array, which: "both" | "mempool" | "chain", lastSeen?: string) => {
  const newestFirst = [...chain.txidsOfScript(script)].reverse()
  const waiting = newestFirst.filter((txid) => chain.blockOf(txid) === undefined).slice(0, ADDRESS_MEMPOOL_PAGE)
  let confirmed = newestFirst.filter((txid) => chain.blockOf(txid) !== undefined)
  if (lastSeen !== undefined) confirmed = confirmed.slice(confirmed.indexOf(lastSeen) + 1 || confirmed.length)
  const txids = which === "mempool" ? waiting : which === "chain" ? confirmed.slice(0, ADDRESS_CHAIN_PAGE) : [...waiting, ...confirmed.slice(0, ADDRESS_CHAIN_PAGE)]
  return txids.map((txid) => txJson(chain, chain.tx(txid) as ChainTx))
}

const waitingTxs = (chain: BitcoinChain) => chain.mempoolTxids().map((txid) => chain.tx(txid) as ChainTx)

const mempoolStats = (chain: BitcoinChain) => {
  const txs = waitingTxs(chain)
  return {
    count: txs.length,
    vsize: txs.reduce((sum, tx) => sum + tx.vsize, 0),
    total_fee: txs.reduce((sum, tx) => sum + Number(tx.fee), 0),
    fee_histogram: txs.length === 0 ? [] : [[1, txs.reduce((sum, tx) => sum + tx.vsize, 0)]]
  }
}

const recentMempool = (chain: BitcoinChain) =>
  waitingTxs(chain)
    .reverse()
    .slice(0, 10)
    .map((tx) => ({ txid: tx.txid, fee: Number(tx.fee), vsize: tx.vsize, value: Number(tx.outputs.reduce((sum, output) => sum + output.value, 0n)) }))
