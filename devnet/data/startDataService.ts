/**
 * Starts the local blockchain data service on 127.0.0.1 (port 0 = a free one) over the running
 * chains. `makeDataService` lives as long as its Scope; `startDataService` is the same behind a
 * Promise with `stop()`.
 */
import { startScoped } from "../net/startScoped.js"
import * as HttpServer from "@effect/platform/HttpServer"
import * as NodeHttpServer from "@effect/platform-node/NodeHttpServer"
import type { Scope } from "effect"
import { Context, Effect, Layer } from "effect"
import { createServer } from "node:http"
import { FAULTS_PATH } from "../net/faults/faultsAdmin.js"
import { makeFaultRegistry, type FaultRegistry } from "../net/faults/FaultRegistry.js"
import { withFaults } from "../net/faults/withFaults.js"
import { DEMO_PROJECT_ID, TEST_PROJECT_ID } from "../catalogue/ProjectConfig.js"
import type { EvmChain } from "../chains/startEvmChains.js"
import type { SolanaCluster } from "../solana/startSolana.js"
import type { AssetBook, PriceBook } from "./AssetBook.js"
import { makeAssetBook, priceBookOf } from "./AssetBook.js"
import { makeChainClients } from "./chainClients.js"
import { dataApp } from "./dataApp.js"
import type { DataBitcoinChain, DataContext, DataProjects } from "./DataContext.js"
import type { DataStartError } from "./DataStartError.js"
import { dataStartErrorOf } from "./DataStartError.js"
import type { HistoryIndexer } from "./history/HistoryIndexer.js"
import { makeHistoryIndexer } from "./history/makeHistoryIndexer.js"
import type { NameRegistry } from "./NameRegistry.js"
import { makeNameRegistry } from "./NameRegistry.js"
import type { SmartSessionStore } from "./SmartSessionStore.js"
import { makeSmartSessionStore } from "./SmartSessionStore.js"

const HOST = "127.0.0.1"

export interface DataServiceOptions {
  /** The running EVM chains (as `startEvmChains` or `startDevnet` give them). */
  readonly evm: ReadonlyArray<EvmChain>
  readonly solana: SolanaCluster
  /** The local Bitcoin chain, read over its Esplora API; without it, `bip122` ids are not served. */
  readonly bitcoin?: DataBitcoinChain | undefined
  /** 0 (the default) takes a free port. */
  readonly port?: number | undefined
  /**
   * The project ids served, or a live check (e.g. the catalogue's, so projects added there are
   * served here too). Default: `doorway-demo` and `doorway-test`.
   */
  readonly projects?: ReadonlyArray<string> | DataProjects | undefined
}

export interface DataService {
  /** Base URL, e.g. `http://127.0.0.1:41234`, to use as the blockchain API base URL. */
  readonly url: string
  readonly port: number
  /** Smart sessions per account; none at start. */
  readonly sessions: SmartSessionStore
  /** Names registered through the profile endpoints. */
  readonly names: NameRegistry
  readonly assets: AssetBook
  readonly prices: PriceBook
  readonly indexer: HistoryIndexer
  /** What the service is told to show instead of answering, set at `faultsUrl` (devnet/net/faults). */
  readonly faults: FaultRegistry
  readonly faultsUrl: string
}

export interface RunningDataService extends DataService {
  /** Closes the server and every open connection; calling it again does nothing. */
  readonly stop: () => Promise<void>
}

const projectsOf = (projects: DataServiceOptions["projects"]): DataProjects => {
  if (projects !== undefined && "isKnown" in projects) return projects
  const known = new Set(projects ?? [DEMO_PROJECT_ID, TEST_PROJECT_ID])
  return { isKnown: (projectId) => known.has(projectId) }
}

export const makeDataService = (options: DataServiceOptions): Effect.Effect<DataService, DataStartError, Scope.Scope> =>
  Effect.gen(function* () {
    const requestedPort = options.port ?? 0
    const faults = makeFaultRegistry()
    const nodeServer = withFaults(createServer(), faults)
    const context = yield* Layer.build(NodeHttpServer.layer(() => nodeServer, { port: requestedPort, host: HOST })).pipe(
      Effect.mapError((error) => dataStartErrorOf(requestedPort, error.cause))
    )
    // Runs before the server's own close, which would otherwise wait for kept-alive connections.
    yield* Effect.addFinalizer(() => Effect.sync(() => nodeServer.closeAllConnections()))
    const server = Context.get(context, HttpServer.HttpServer)
    const port = server.address._tag === "TcpAddress" ? server.address.port : requestedPort
    const url = `http://${HOST}:${port}`

    const clients = makeChainClients()
    const assets = makeAssetBook(options.evm, options.solana, url, options.bitcoin)
    const ctx: DataContext = {
      chains: options.evm,
      solana: options.solana,
      bitcoin: options.bitcoin,
      projects: projectsOf(options.projects),
      publicUrl: url,
      indexer: makeHistoryIndexer({ chains: options.evm, solana: options.solana, clients, assets, publicUrl: url }),
      prices: priceBookOf(assets),
      assets,
      names: makeNameRegistry()
    }
    const sessions = makeSmartSessionStore()
    yield* server.serve(dataApp(ctx, { sessions, clients }))
    return { url, port, sessions, names: ctx.names, assets, prices: ctx.prices, indexer: ctx.indexer, faults, faultsUrl: `${url}${FAULTS_PATH}` }
  })

export const startDataService = (options: DataServiceOptions): Promise<RunningDataService> => startScoped(makeDataService(options))
