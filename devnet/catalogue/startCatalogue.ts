/**
 * Starts the local catalogue / project API and analytics sink on 127.0.0.1 (port 0 = a free one).
 * `makeCatalogue` lives as long as its Scope; `startCatalogue` is the same behind a Promise with
 * `stop()`.
 */
import { startScoped } from "../net/startScoped.js"
import * as HttpServer from "@effect/platform/HttpServer"
import * as NodeHttpServer from "@effect/platform-node/NodeHttpServer"
import type { Scope } from "effect"
import { Context, Effect, Layer, Option, Ref } from "effect"
import { createServer } from "node:http"
import { FAULTS_PATH } from "../net/faults/faultsAdmin.js"
import { makeFaultRegistry, type FaultRegistry } from "../net/faults/FaultRegistry.js"
import { withFaults } from "../net/faults/withFaults.js"
import type { WcWallet } from "../../schemas/WalletCatalogue.js"
import { catalogueApp } from "./catalogueApp.js"
import type { AnalyticsRecord } from "./CatalogueState.js"
import * as State from "./CatalogueState.js"
import type { CatalogueStartError } from "./CatalogueStartError.js"
import { startErrorOf } from "./CatalogueStartError.js"
import type { DevWalletOverrides, LocalWalletPage } from "./generateWallets.js"
import { generateWallets } from "./generateWallets.js"
import type { ProjectConfig, ProjectInput, ProjectPatch } from "./ProjectConfig.js"
import { DEFAULT_PROJECTS, projectConfig } from "./ProjectConfig.js"
import { makeSignInState } from "./siwx/SignInState.js"
import type { EvmRpcUrlOf } from "./siwx/verifySignInSignature.js"
import type { AnalyticsEventBody } from "./wire.js"

const HOST = "127.0.0.1"

export interface CatalogueOptions {
  /** 0 (the default) takes a free port. */
  readonly port?: number | undefined
  /** The known projects; the default is `doorway-demo` and `doorway-test`. */
  readonly projects?: ReadonlyArray<ProjectInput> | undefined
  /** The dev wallet's chains and pages, when the devnet knows better than the defaults. */
  readonly devWallet?: DevWalletOverrides | undefined
  /** The demo's WalletConnect wallet page, listed as a web wallet when given. */
  readonly localWallet?: LocalWalletPage | undefined
  /**
   * Origins every project allows besides its own list (WIRE §2.4), e.g. the demo's and the test
   * hosts' origins on their free ports.
   */
  readonly allowedOrigins?: ReadonlyArray<string> | undefined
  /**
   * The RPC URL of a local EVM chain, asked at each sign-in (WIRE §2.6) so contract wallets
   * verify on their chain; without one only a key's own signature verifies.
   */
  readonly evmRpcUrl?: EvmRpcUrlOf | undefined
}

export interface Catalogue {
  /** Base URL, e.g. `http://127.0.0.1:41234`, to use as the catalogue and analytics base URLs. */
  readonly url: string
  readonly port: number
  /** The catalogue as served, sorted by `order`. */
  readonly wallets: ReadonlyArray<WcWallet>
  readonly analytics: {
    /** Bodies of the accepted `POST /e` requests, oldest first. */
    readonly events: () => ReadonlyArray<AnalyticsEventBody>
    /** The same with the project id, `st`, `sv` and origin each request carried. */
    readonly records: () => ReadonlyArray<AnalyticsRecord>
    readonly clear: () => void
  }
  readonly project: (projectId: string) => ProjectConfig | undefined
  /** Changes a project's configuration (or adds the project); takes effect on the next request. */
  readonly setProject: (projectId: string, patch: ProjectPatch) => ProjectConfig
  readonly removeProject: (projectId: string) => boolean
  /** What the catalogue (analytics included) is told to show instead of answering, set at `faultsUrl` (devnet/net/faults). */
  readonly faults: FaultRegistry
  readonly faultsUrl: string
  /** Answers the next `times` (default 1) requests to `path` with `status` and a JSON message. */
  readonly failNext: (path: string, status: number, times?: number) => void
}

export interface RunningCatalogue extends Catalogue {
  /** Closes the server and every open connection; calling it again does nothing. */
  readonly stop: () => Promise<void>
}

const handleOf = (state: State.CatalogueState, port: number, faults: FaultRegistry): Catalogue => ({
  url: `http://${HOST}:${port}`,
  port,
  faults,
  faultsUrl: `http://${HOST}:${port}${FAULTS_PATH}`,
  wallets: state.wallets,
  analytics: {
    events: () => Effect.runSync(Ref.get(state.analytics)).map((record) => record.body),
    records: () => Effect.runSync(Ref.get(state.analytics)),
    clear: () => Effect.runSync(Ref.set(state.analytics, []))
  },
  project: (projectId) => Option.getOrUndefined(Effect.runSync(State.findProject(state, projectId))),
  setProject: (projectId, patch) => Effect.runSync(State.setProject(state, projectId, patch)),
  removeProject: (projectId) => Effect.runSync(State.removeProject(state, projectId)),
  failNext: (path, status, times = 1) => Effect.runSync(State.failNext(state, path, status, times))
})

export const makeCatalogue = (
  options: CatalogueOptions = {}
): Effect.Effect<Catalogue, CatalogueStartError, Scope.Scope> =>
  Effect.gen(function* () {
    const requestedPort = options.port ?? 0
    const extraOrigins = options.allowedOrigins ?? []
    const projects = (options.projects?.map(projectConfig) ?? DEFAULT_PROJECTS).map((project) => ({
      ...project,
      allowedOrigins: [...project.allowedOrigins, ...extraOrigins.filter((origin) => !project.allowedOrigins.includes(origin))]
    }))
    const state = yield* State.makeCatalogueState(generateWallets(options.devWallet, options.localWallet), projects)
    const faults = makeFaultRegistry()
    const nodeServer = withFaults(createServer(), faults)
    const context = yield* Layer.build(NodeHttpServer.layer(() => nodeServer, { port: requestedPort, host: HOST })).pipe(
      Effect.mapError((error) => startErrorOf(requestedPort, error.cause))
    )
    // Runs before the server's own close, which would otherwise wait for kept-alive connections.
    yield* Effect.addFinalizer(() => Effect.sync(() => nodeServer.closeAllConnections()))
    const server = Context.get(context, HttpServer.HttpServer)
    const port = server.address._tag === "TcpAddress" ? server.address.port : requestedPort
    const signIn = yield* makeSignInState
    const rpcUrlOf = options.evmRpcUrl ?? (() => undefined)
    yield* server.serve(catalogueApp(state, signIn, { rpcUrlOf, origin: () => `http://${HOST}:${port}` }))
    return handleOf(state, port, faults)
  })

export const startCatalogue = (options: CatalogueOptions = {}): Promise<RunningCatalogue> => startScoped(makeCatalogue(options))
