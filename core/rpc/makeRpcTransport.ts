import * as HttpClient from "@effect/platform/HttpClient"
import { Effect } from "effect"
import type { Scope } from "effect"
import type { CaipNetworkId } from "../../schemas/Caip.js"
import { InvalidConnectionUrl } from "../errors/WalletConnectErrors.js"
import { RpcTransport } from "../services/RpcTransport.js"
import type { RpcTransportConfig } from "./RpcTransportConfig.js"
import { makeRpcEndpoint } from "./makeRpcEndpoint.js"
import { rpcEndpointUrl } from "./rpcEndpointUrl.js"

/**
 * The chain RPC service over an `HttpClient`: one endpoint per URL, created on first use and kept
 * for the life of `Scope`, so networks sharing a URL share its batches and its connection check.
 * A node is anyone's server: its requests carry no trace headers (`b3`, `traceparent`), which it
 * would have to allow across origins and has no use for, and make no client span each; the
 * endpoint's own spans name the calls.
 */
export const makeRpcTransport = Effect.fn("rpc.makeRpcTransport")(function* (config: RpcTransportConfig) {
  const http = HttpClient.withTracerDisabledWhen(yield* HttpClient.HttpClient, () => true)
  const scope = yield* Effect.scope
  const endpoint = yield* Effect.cachedFunction((url: string) =>
    makeRpcEndpoint(http, url, { connectionCheck: config.connectionCheck, batchSize: config.batchSize }, scope)
  )
  // SPEC §5: an HTTP connection URL must be http(s); any other is refused before a request is made.
  const endpointOf = (caipNetworkId: CaipNetworkId) => {
    const url = rpcEndpointUrl(config, caipNetworkId)
    return /^https?:\/\//i.test(url) ? endpoint(url) : Effect.fail(new InvalidConnectionUrl({ url }))
  }
  return RpcTransport.of({
    request: (caipNetworkId, method, params) =>
      Effect.flatMap(endpointOf(caipNetworkId), (e) => e.request(method, params)),
    checkConnection: (caipNetworkId) => Effect.flatMap(endpointOf(caipNetworkId), (e) => e.checkConnection),
    prepare: (caipNetworkId) => Effect.flatMap(endpointOf(caipNetworkId), (e) => e.prepare)
  })
}) satisfies (config: RpcTransportConfig) => Effect.Effect<RpcTransport["Type"], never, HttpClient.HttpClient | Scope.Scope>
