import type * as HttpClient from "@effect/platform/HttpClient"
import { Layer } from "effect"
import type { RpcTransportConfig } from "../core/rpc/RpcTransportConfig.js"
import { makeRpcTransport } from "../core/rpc/makeRpcTransport.js"
import { RpcTransport } from "../core/services/RpcTransport.js"

/** Chain RPC over any `HttpClient` (fetch in browsers); batching, timeouts and retries are core's. */
export const RpcTransportLive = (config: RpcTransportConfig): Layer.Layer<RpcTransport, never, HttpClient.HttpClient> =>
  Layer.scoped(RpcTransport, makeRpcTransport(config))
