/**
 * The account history the data service answers from: transactions indexed from the local EVM
 * chains' blocks and Transfer logs. Scanning happens on demand, per chain, from the first block
 * not yet seen, so a request sees every block mined before it.
 */
import type { Effect } from "effect"
import type { RequestRejected } from "../../catalogue/RequestRejected.js"
import type { Transaction } from "../../../schemas/Transaction.js"

export interface HistoryQuery {
  /** Plain address (`0x…`), compared without regard to case. */
  readonly address: string
  /** CAIP-2 ids of the chains to read; every one must be a local EVM chain. */
  readonly chains: ReadonlyArray<string>
  /** The `next` of the previous page, as handed out. */
  readonly cursor?: string | undefined
  /** Page size; 100 unless a test asks for less. */
  readonly limit?: number | undefined
}

export interface HistoryPage {
  /** Newest first. */
  readonly data: ReadonlyArray<Transaction>
  /** Opaque cursor of the next page; null on the last one. */
  readonly next: string | null
}

export interface HistoryIndexer {
  /** One page of the address's transactions; a cursor this indexer did not hand out is refused (400). */
  readonly history: (query: HistoryQuery) => Effect.Effect<HistoryPage, RequestRejected>
  /** Brings every chain's index up to its latest block (what `history` does for the chains it reads). */
  readonly sync: Effect.Effect<void, RequestRejected>
}
