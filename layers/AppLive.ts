/**
 * Every live service of one modal instance, built from the host's resolved options: the state
 * services, the hosted REST API and chain RPC over `fetch`, analytics, the page's storage and the
 * logger. Building it is synchronous and cheap: wallet libraries are imported on first use by the
 * services that need them, never here.
 */
import { Context, Effect, Layer, Option } from "effect"
import type { Scope } from "effect"
import type { ResolvedOptions } from "../core/config/ResolvedOptions.js"
import { makeApiClientConfig } from "../core/http/ApiClientConfig.js"
import { sdkVersion } from "../core/http/sdkVersion.js"
import { HttpRequestError } from "../core/errors/HttpErrors.js"
import { firstCustomRpcUrls } from "../core/rpc/firstCustomRpcUrls.js"
import { makeRpcTransportConfig } from "../core/rpc/RpcTransportConfig.js"
import type { RpcTransportConfig } from "../core/rpc/RpcTransportConfig.js"
import { Analytics } from "../core/services/Analytics.js"
import { ApiClient } from "../core/services/ApiClient.js"
import { EvmWallet } from "../core/services/EvmWallet.js"
import { LogBuffer } from "../core/services/LogBuffer.js"
import { Options } from "../core/services/Options.js"
import { RpcTransport } from "../core/services/RpcTransport.js"
import { Storage } from "../core/services/Storage.js"
import { WalletConnections } from "../core/services/WalletConnections.js"
import { WalletDiscovery } from "../core/services/WalletDiscovery.js"
import type { ThemeMode } from "../core/services/Theme.js"
import * as AnalyticsLive from "./AnalyticsLive.js"
import { addService } from "./addService.js"
import { makeApiClient } from "./ApiClientLive.js"
import { makeEvmWallet } from "./EvmWalletLive.js"
import * as LogLive from "./LogLive.js"
import { makeState } from "./StateLive.js"
import { makeWalletConnections } from "./WalletConnectionsLive.js"
import * as StorageBrowser from "./StorageBrowser.js"
import * as WalletDiscoveryBrowser from "./WalletDiscoveryBrowser.js"

export interface AppParams {
  readonly options: ResolvedOptions
  /** The system colour scheme, used when the host sets no `themeMode`. */
  readonly systemThemeMode?: ThemeMode
}

/**
 * Chain RPC whose code (and its `HttpClient`) loads on the first request: nothing calls a node
 * until a wallet connects or a balance is read, so the page does not pay for it at start. The
 * transport is built once, in the instance's scope; a chunk that fails to load fails that request
 * and is tried again later.
 */
const makeRpcTransportOnFirstUse = (config: RpcTransportConfig): Effect.Effect<RpcTransport["Type"], never, Scope.Scope> =>
  Effect.gen(function* () {
    const scope = yield* Effect.scope
    const lock = yield* Effect.makeSemaphore(1)
    let built: Option.Option<RpcTransport["Type"]> = Option.none()
    const transport = (caipNetworkId: string) =>
      lock.withPermits(1)(
        Effect.suspend(() =>
          Option.match(built, {
            onSome: Effect.succeed,
            onNone: () =>
              Effect.tryPromise({
                try: () => import("./RpcTransportLive.js"),
                catch: (cause) => new HttpRequestError({ url: caipNetworkId, cause })
              }).pipe(
                Effect.flatMap(({ RpcTransportFetch }) => Layer.buildWithScope(RpcTransportFetch(config), scope)),
                Effect.map((services) => Context.get(services, RpcTransport)),
                Effect.tap((service) => {
                  built = Option.some(service)
                })
              )
          })
        )
      )
    return RpcTransport.of({
      request: (caipNetworkId, method, params) =>
        Effect.flatMap(transport(caipNetworkId), (rpc) => rpc.request(caipNetworkId, method, params)),
      checkConnection: (caipNetworkId) => Effect.flatMap(transport(caipNetworkId), (rpc) => rpc.checkConnection(caipNetworkId)),
      prepare: (caipNetworkId) => Effect.flatMap(transport(caipNetworkId), (rpc) => rpc.prepare(caipNetworkId))
    })
  })

/** The REST client of the hosted services, over the browser's `fetch`. */
const apiClientOf = ({ options }: AppParams) =>
  makeApiClient(
    makeApiClientConfig({
      projectId: options.projectId,
      sdkVersion: sdkVersion("react", []),
      baseUrls: {
        blockchain: options.endpoints.blockchain,
        catalogue: options.endpoints.catalogue,
        analytics: options.endpoints.analytics
      }
    })
  )

/** Chain RPC over the browser's `fetch`, through the blockchain endpoint or the host's own. */
const rpcTransportConfigOf = ({ options }: AppParams) =>
  makeRpcTransportConfig({
    projectId: options.projectId,
    blockchainBaseUrl: options.endpoints.blockchain,
    customUrls: firstCustomRpcUrls(options.customRpcUrls)
  })

/**
 * The services of one instance, built in sequence in one scope: the logger first, so what the
 * others log at build lands in the instance's buffer; the options and storage, which the state
 * reads; the state; then the services that reach the network and the wallets.
 */
const makeApp = (params: AppParams) =>
  Effect.gen(function* () {
    const log = yield* LogLive.make({ level: params.options.logLevel })
    const storage = yield* StorageBrowser.fromPage
    const state = yield* makeState(
      Context.make(Options, params.options).pipe(Context.add(Storage, storage)),
      params.systemThemeMode === undefined ? {} : { systemThemeMode: params.systemThemeMode }
    )
    return yield* Effect.succeed(Context.add(state, LogBuffer, log)).pipe(
      Effect.flatMap(addService(ApiClient, Effect.sync(() => apiClientOf(params)))),
      Effect.flatMap(addService(RpcTransport, makeRpcTransportOnFirstUse(rpcTransportConfigOf(params)))),
      // Analytics events go out through the REST client while analytics is on: the host's
      // `features.analytics` until the project's answer replaces it.
      Effect.flatMap(addService(Analytics, AnalyticsLive.make({ enabled: params.options.features.analytics, consent: params.options.analyticsConsent }))),
      // The EVM adapter reads chains through the instance's RpcTransport; its viem part loads on first use.
      Effect.flatMap(addService(EvmWallet, makeEvmWallet)),
      // Every kind of connection speaks to its wallet through the EVM adapter.
      Effect.flatMap(addService(WalletConnections, makeWalletConnections)),
      Effect.flatMap(addService(WalletDiscovery, WalletDiscoveryBrowser.make))
    )
  })

/**
 * The live services of one instance; the options are part of it. One layer rather than one per
 * service: each layer's build has a cost of its own (`addService`), paid here once.
 */
export const AppLive = (params: AppParams) => Layer.scopedContext(makeApp(params))

/** Everything a program run on an instance runtime may ask for. */
export type AppServices = Layer.Layer.Success<ReturnType<typeof AppLive>>
