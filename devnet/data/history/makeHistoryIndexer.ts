/**
 * The history indexer of the data service: one incremental index per EVM chain, Solana read
 * from the ledger, pages merged newest first across the chains asked for.
 */
import { Effect, Either } from "effect"
import { badRequest, RequestRejected } from "../../catalogue/RequestRejected.js"
import type { EvmChain } from "../../chains/startEvmChains.js"
import type { SolanaCluster } from "../../solana/startSolana.js"
import type { AssetBook } from "../AssetBook.js"
import type { ChainClients } from "../chainClients.js"
import { describeTransaction } from "./describeTransaction.js"
import { makeEvmChainIndex, type EvmChainIndex } from "./EvmChainIndex.js"
import type { HistoryEntry } from "./HistoryEntry.js"
import { compareKeysDescending, isOlderThan } from "./HistoryEntry.js"
import { decodeCursor, encodeCursor } from "./historyCursor.js"
import type { HistoryIndexer } from "./HistoryIndexer.js"
import { solanaEntries } from "./solanaEntries.js"

export const HISTORY_PAGE_SIZE = 100

export const makeHistoryIndexer = (options: {
  readonly chains: ReadonlyArray<EvmChain>
  readonly solana: SolanaCluster
  readonly clients: ChainClients
  readonly assets: AssetBook
  readonly publicUrl: string
}): HistoryIndexer => {
  const indexes = new Map<string, EvmChainIndex>(
    options.chains.map((chain, order) => [
      chain.caipNetworkId,
      makeEvmChainIndex({ chain, order, clients: options.clients, assets: options.assets, publicUrl: options.publicUrl })
    ])
  )
  const solanaOrder = options.chains.length

  const syncAll = (chains: ReadonlyArray<EvmChainIndex>) =>
    Effect.forEach(
      chains,
      (index) =>
        Effect.tryPromise({
          try: () => index.sync(),
          catch: () => new RequestRejected({ status: 502, message: `the ${index.chain.caipNetworkId} node did not answer` })
        }),
      { concurrency: "unbounded", discard: true }
    )

  const entriesFor = (address: string, chains: ReadonlyArray<string>): ReadonlyArray<HistoryEntry> =>
    chains.flatMap((chain) => {
      if (chain === options.solana.caipNetworkId) {
        return solanaEntries({ solana: options.solana, assets: options.assets, publicUrl: options.publicUrl, order: solanaOrder, address })
      }
      return indexes.get(chain)?.entriesOf(address) ?? []
    })

  return {
    sync: syncAll([...indexes.values()]),
    history: (query) =>
      Effect.gen(function* () {
        const limit = Math.max(1, Math.min(query.limit ?? HISTORY_PAGE_SIZE, HISTORY_PAGE_SIZE))
        const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor)
        if (after !== undefined && Either.isLeft(after)) return yield* Effect.fail(badRequest(after.left))
        const unknown = query.chains.find((chain) => chain !== options.solana.caipNetworkId && !indexes.has(chain))
        if (unknown !== undefined) return yield* Effect.fail(badRequest(`${unknown} is not a local chain`))
        yield* syncAll(query.chains.flatMap((chain) => indexes.get(chain) ?? []))
        const cursor = after === undefined ? undefined : after.right
        const ordered = entriesFor(query.address, query.chains)
          .filter((entry) => cursor === undefined || isOlderThan(entry.key, cursor))
          .sort((a, b) => compareKeysDescending(a.key, b.key))
        const page = ordered.slice(0, limit)
        const last = page.at(-1)
        return {
          data: page.map((entry) => describeTransaction(entry, query.address)),
          next: ordered.length > limit && last !== undefined ? encodeCursor(last.key) : null
        }
      })
  }
}
