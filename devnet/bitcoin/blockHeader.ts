/**
 * Block headers as Bitcoin serializes them (80 bytes: version, previous block hash, merkle root,
 * time, bits, nonce), the merkle root of a block's txids, and regtest's proof of work.
 */
import { sha256x2 } from "@scure/btc-signer/utils.js"
import { reversedHex } from "./hex.js"

export interface BlockHeader {
  readonly version: number
  /** Display order (as shown by explorers); all zeros for the genesis block. */
  readonly previousBlockHash: string
  readonly merkleRoot: string
  readonly time: number
  readonly bits: number
  readonly nonce: number
}

const internalBytes = (displayHex: string): Uint8Array => Uint8Array.from(Buffer.from(displayHex, "hex")).reverse()

export const encodeHeader = (header: BlockHeader): Uint8Array => {
  const bytes = new Uint8Array(80)
  const view = new DataView(bytes.buffer)
  view.setInt32(0, header.version, true)
  bytes.set(internalBytes(header.previousBlockHash), 4)
  bytes.set(internalBytes(header.merkleRoot), 36)
  view.setUint32(68, header.time, true)
  view.setUint32(72, header.bits, true)
  view.setUint32(76, header.nonce, true)
  return bytes
}

export const blockHash = (header: BlockHeader): string => reversedHex(sha256x2(encodeHeader(header)))

/** Bitcoin's merkle tree: pairs hashed with double SHA-256, an odd last entry paired with itself. */
export const merkleRoot = (hashes: ReadonlyArray<string>): string => {
  let level = hashes.map(internalBytes)
  if (level.length === 0) return "0".repeat(64)
  while (level.length > 1) {
    const next: Array<Uint8Array> = []
    for (let index = 0; index < level.length; index += 2) {
      const left = level[index] as Uint8Array
      const right = level[index + 1] ?? left
      next.push(sha256x2(left, right))
    }
    level = next
  }
  return reversedHex(level[0] as Uint8Array)
}

/** The target a compact `bits` value stands for. */
export const targetOf = (bits: number): bigint => BigInt(bits & 0x007fffff) << (8n * BigInt((bits >>> 24) - 3))

/** Difficulty as bitcoind reports it: the mainnet minimum target over this one. */
export const difficultyOf = (bits: number): number => Number(targetOf(0x1d00ffff)) / Number(targetOf(bits))

/** The first nonce whose header hash meets the target (about two tries at regtest's target). */
export const mineHeader = (header: Omit<BlockHeader, "nonce">): BlockHeader => {
  const target = targetOf(header.bits)
  for (let nonce = 0; nonce <= 0xffffffff; nonce++) {
    const candidate = { ...header, nonce }
    if (BigInt(`0x${blockHash(candidate)}`) <= target) return candidate
  }
  throw new Error("No nonce meets the target")
}
