/**
 * What every route group of the data service receives: the running chains, the known projects,
 * the service's own base URL and the shared stores (history index, prices, names).
 *
 * Route groups refuse a request by failing with `RequestRejected` (from `../catalogue/RequestRejected.js`):
 * the app answers it as `{message}` with its status. A `ParseError` or a request-body `RequestError`
 * becomes a 400, `RouteNotFound` a 404, anything else a 500; the server keeps serving either way.
 */
import type * as HttpRouter from "@effect/platform/HttpRouter"
import type { BitcoinRegtest } from "../bitcoin/startBitcoin.js"
import type { EvmChain } from "../chains/startEvmChains.js"
import type { SolanaCluster } from "../solana/startSolana.js"
import type { AssetBook, PriceBook } from "./AssetBook.js"
import type { HistoryIndexer } from "./history/HistoryIndexer.js"
import type { NameRegistry } from "./NameRegistry.js"

export interface DataProjects {
  /** Whether `projectId` names a project this service serves. */
  readonly isKnown: (projectId: string) => boolean
}

/** The local Bitcoin chain as the data service knows it: an Esplora API it reads like any client. */
export type DataBitcoinChain = Pick<BitcoinRegtest, "esploraUrl" | "caipNetworkId">

export interface DataContext {
  /** The local EVM chains (anvil), with their fixtures and their bundlers' URLs (`/v1/bundler`). */
  readonly chains: ReadonlyArray<EvmChain>
  readonly solana: SolanaCluster
  /** Without one, `bip122` ids are chains the devnet does not run. */
  readonly bitcoin: DataBitcoinChain | undefined
  readonly projects: DataProjects
  /** The service's own base URL without a trailing slash, e.g. `http://127.0.0.1:41234`, for links it hands out. */
  readonly publicUrl: string
  readonly indexer: HistoryIndexer
  /**
   * USD price of one whole unit of an asset named by its CAIP-10 token address
   * (`eip155:1:0xA0b8…`, `solana:<ref>:<mint>`); native coins by the namespace's placeholder
   * (`eip155:<id>:0xeeee…eeee`, `solana:<ref>:So111…1112` or `…11111`). 0 for an unknown asset.
   */
  readonly prices: PriceBook
  /** The same assets with names, symbols, decimals and icons (native coin first on each chain). */
  readonly assets: AssetBook
  /** Names registered through `/v1/profile/account`; `/v1/identity` reads them. */
  readonly names: NameRegistry
}

/** One group of routes; its handlers fail with `RequestRejected` (or a ParseError) to refuse a request. */
export type RouteGroup = (ctx: DataContext) => HttpRouter.HttpRouter<unknown, never>
