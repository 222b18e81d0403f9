import * as FetchHttpClient from "@effect/platform/FetchHttpClient"
import type * as HttpClient from "@effect/platform/HttpClient"
import { Layer } from "effect"
import type { RpcTransportConfig } from "../core/rpc/RpcTransportConfig.js"
import { makeRpcTransport } from "../core/rpc/makeRpcTransport.js"
import { RpcTransport } from "../core/services/RpcTransport.js"

/** Chain RPC over any `HttpClient` (fetch in browsers); batching, timeouts and retries are core's. */
export const RpcTransportLive = (config: RpcTransportConfig): Layer.Layer<RpcTransport, never, HttpClient.HttpClient> =>
  Layer.scoped(RpcTransport, makeRpcTransport(config))

/**
 * Chain RPC over the browser's `fetch`: what an instance uses. Its `HttpClient` comes with this
 * module, which loads with the first request (or the wallet list's warm-up), not at page start.
 */
export const RpcTransportFetch = (config: RpcTransportConfig): Layer.Layer<RpcTransport> =>
  Layer.provide(RpcTransportLive(config), FetchHttpClient.layer)
