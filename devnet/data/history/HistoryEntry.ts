/**
 * A transaction as the indexer keeps it, before it is told from one account's point of view:
 * every value movement it made (native coin, tokens, NFTs) with both parties, plus what the
 * operation type needs. Addresses are kept as the chain spells them; hex ones compare lowercased.
 */

export interface FungibleAsset {
  readonly kind: "fungible"
  readonly name: string
  readonly symbol: string
  readonly decimals: number
  readonly iconUrl: string
  /** USD per whole unit; 0 when unknown. */
  readonly price: number
}

export interface NftAsset {
  readonly kind: "nft"
  /** The collection's name. */
  readonly name: string
  readonly tokenId: string
  readonly imageUrl: string
}

export interface Movement {
  readonly asset: FungibleAsset | NftAsset
  readonly from: string
  readonly to: string
  /** Base units; 1 for an NFT. */
  readonly amount: bigint
}

/**
 * Where an entry sits in the newest-first order: time, then chain (its place in the service's
 * list), then block (or slot), then position in the block. Larger is newer.
 */
export interface HistoryKey {
  readonly time: number
  readonly chain: number
  readonly block: bigint
  readonly index: number
}

export interface HistoryEntry {
  readonly key: HistoryKey
  /** CAIP-2. */
  readonly chain: string
  readonly hash: string
  readonly sentFrom: string
  readonly sentTo: string
  readonly status: "confirmed" | "failed"
  readonly nonce: number
  readonly movements: ReadonlyArray<Movement>
  /** Created a contract. */
  readonly deploy: boolean
  /** Emitted an ERC20/ERC721 approval. */
  readonly approval: boolean
  /** Traded through a pool. */
  readonly swap: boolean
}

/** Hex addresses compare without regard to case; base58 ones exactly. */
export const sameAddress = (a: string, b: string): boolean => (a.startsWith("0x") ? a.toLowerCase() === b.toLowerCase() : a === b)

/** Newest first. */
export const compareKeysDescending = (a: HistoryKey, b: HistoryKey): number =>
  b.time - a.time || b.chain - a.chain || (b.block > a.block ? 1 : b.block < a.block ? -1 : 0) || b.index - a.index

/** Whether `key` comes strictly after `cursor` in the newest-first order. */
export const isOlderThan = (key: HistoryKey, cursor: HistoryKey): boolean => compareKeysDescending(cursor, key) < 0
