/**
 * Every live service of one modal instance, built from the host's resolved options: the state
 * services, the hosted REST API and chain RPC over `fetch`, analytics, the page's storage and the
 * logger. Building it is synchronous and cheap: wallet libraries are imported on first use by the
 * layers that need them, never here.
 */
import { Context, Effect, Layer, Option } from "effect"
import type { ResolvedOptions } from "../core/config/ResolvedOptions.js"
import { makeApiClientConfig } from "../core/http/ApiClientConfig.js"
import { sdkVersion } from "../core/http/sdkVersion.js"
import { HttpRequestError } from "../core/errors/HttpErrors.js"
import { makeRpcTransportConfig } from "../core/rpc/RpcTransportConfig.js"
import type { RpcTransportConfig } from "../core/rpc/RpcTransportConfig.js"
import { RpcTransport } from "../core/services/RpcTransport.js"
import type { ThemeMode } from "../core/services/Theme.js"
import * as AnalyticsLive from "./AnalyticsLive.js"
import { EvmWalletLive } from "./EvmWalletLive.js"
import { WalletConnectionsLive } from "./WalletConnectionsLive.js"
import { ApiClientLive } from "./ApiClientLive.js"
import * as LogLive from "./LogLive.js"
import { StateLive } from "./StateLive.js"
import { OptionsResolved } from "./StateOptions.js"
import * as StorageBrowser from "./StorageBrowser.js"
import * as WalletDiscoveryBrowser from "./WalletDiscoveryBrowser.js"

export interface AppParams {
  readonly options: ResolvedOptions
  /** The system colour scheme, used when the host sets no `themeMode`. */
  readonly systemThemeMode?: ThemeMode
}

/** The first custom endpoint of each network that has one. */
const customRpcUrls = (options: ResolvedOptions): Record<string, string> => {
  const urls: Record<string, string> = {}
  for (const [caipNetworkId, endpoints] of Object.entries(options.customRpcUrls)) {
    const first = endpoints[0]
    if (first !== undefined) urls[caipNetworkId] = first.url
  }
  return urls
}

/**
 * Chain RPC whose code (and its `HttpClient`) loads on the first request: nothing calls a node
 * until a wallet connects or a balance is read, so the page does not pay for it at start. The
 * transport is built once, in this layer's scope; a chunk that fails to load fails that request
 * and is tried again later.
 */
const RpcTransportOnFirstUse = (config: RpcTransportConfig): Layer.Layer<RpcTransport> =>
  Layer.scoped(
    RpcTransport,
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
  )

/** The services that reach the network, over the browser's `fetch`. */
const RemoteLive = ({ options }: AppParams) =>
  Layer.mergeAll(
    ApiClientLive(
      makeApiClientConfig({
        projectId: options.projectId,
        sdkVersion: sdkVersion("react", []),
        baseUrls: {
          blockchain: options.endpoints.blockchain,
          catalogue: options.endpoints.catalogue,
          analytics: options.endpoints.analytics
        }
      })
    ),
    RpcTransportOnFirstUse(
      makeRpcTransportConfig({
        projectId: options.projectId,
        blockchainBaseUrl: options.endpoints.blockchain,
        customUrls: customRpcUrls(options)
      })
    )
  )

/**
 * Analytics events go out through the REST client while analytics is on: the host's
 * `features.analytics` until the project's answer replaces it.
 */
const AnalyticsFromOptions = ({ options }: AppParams) => AnalyticsLive.layer({ enabled: options.features.analytics })

/** The live services of one instance; the options are part of it. */
export const AppLive = (params: AppParams) =>
  Layer.mergeAll(
    // The EVM adapter reads chains through the instance's RpcTransport; its viem part loads on first use.
    // Every kind of connection speaks to its wallet through the EVM adapter.
    WalletConnectionsLive.pipe(Layer.provideMerge(EvmWalletLive), Layer.provideMerge(AnalyticsFromOptions(params))).pipe(
      Layer.provideMerge(RemoteLive(params))
    ),
    LogLive.layer(),
    WalletDiscoveryBrowser.layer
  ).pipe(
    // The state comes first: the embedded wallet's kind reads the active network and raises alerts.
    Layer.provideMerge(StateLive(params.systemThemeMode === undefined ? {} : { systemThemeMode: params.systemThemeMode })),
    Layer.provideMerge(StorageBrowser.layer),
    Layer.provideMerge(OptionsResolved(params.options))
  )

/** Everything a program run on an instance runtime may ask for. */
export type AppServices = Layer.Layer.Success<ReturnType<typeof AppLive>>
