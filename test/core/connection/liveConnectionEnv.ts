/**
 * The layers the connection programs run on in the live-kind tests: the state, test analytics, a
 * scripted data API, the live kinds of connection (WalletConnectionsLive over EvmWalletLive) with
 * the RpcTransport given and a scripted secure frame, no wallet discovery, over the storage and options given.
 */
import { Layer } from "effect"
import type { Options } from "../../../core/services/Options.js"
import type { RpcTransport } from "../../../core/services/RpcTransport.js"
import type { Storage } from "../../../core/services/Storage.js"
import * as AnalyticsTest from "../../../layers/AnalyticsTest.js"
import * as SecureFrameTest from "../../../layers/SecureFrameTest.js"
import { EvmWalletLive } from "../../../layers/EvmWalletLive.js"
import { StateLive } from "../../../layers/StateLive.js"
import { WalletConnectionsLive } from "../../../layers/WalletConnectionsLive.js"
import * as WalletDiscoveryTest from "../../../layers/WalletDiscoveryTest.js"
import { scriptedApiClient } from "../config/scriptedApiClient.js"

export const liveConnectionEnv = (layers: {
  readonly rpc: Layer.Layer<RpcTransport>
  readonly storage: Layer.Layer<Storage>
  readonly options: Layer.Layer<Options>
}) =>
  Layer.mergeAll(
    WalletConnectionsLive.pipe(Layer.provideMerge(EvmWalletLive), Layer.provideMerge(layers.rpc), Layer.provideMerge(AnalyticsTest.layer())),
    WalletDiscoveryTest.layer()
  ).pipe(
    Layer.provideMerge(scriptedApiClient({ "blockchain /v1/supported-chains": { status: 200, body: { http: [], ws: [] } } }).layer),
    Layer.provideMerge(SecureFrameTest.layer),
    Layer.provideMerge(StateLive()),
    Layer.provideMerge(layers.storage),
    Layer.provideMerge(layers.options)
  )
