/** One RPC endpoint over a scripted HttpClient, in a scope of its own that a test may close. */
import * as HttpClient from "@effect/platform/HttpClient"
import { Effect, Exit, Scope } from "effect"
import { makeRpcEndpoint } from "../../../core/rpc/makeRpcEndpoint.js"
import type { RpcEndpoint, RpcEndpointOptions } from "../../../core/rpc/makeRpcEndpoint.js"
import { scriptedHttp } from "./scriptedHttp.js"
import type { Script, ScriptedHttp } from "./scriptedHttp.js"

export const NODE_URL = "http://node.test/rpc"

export interface EndpointTestEnv {
  readonly http: ScriptedHttp
  readonly endpoint: RpcEndpoint
  /** Closes the endpoint's scope, as the end of the transport's life does. */
  readonly close: Effect.Effect<void>
}

/** Checks are off unless a test turns them on; the endpoint's scope closes with the test's at the latest. */
export const endpointTestEnv = (
  script: Script,
  options: Partial<RpcEndpointOptions> = {}
): Effect.Effect<EndpointTestEnv, never, Scope.Scope> =>
  Effect.gen(function* () {
    const http = yield* scriptedHttp(script)
    const client = yield* Effect.provide(HttpClient.HttpClient, http.layer)
    const scope = yield* Scope.make()
    const close = Scope.close(scope, Exit.void)
    yield* Effect.addFinalizer(() => close)
    const endpoint = yield* makeRpcEndpoint(client, NODE_URL, { connectionCheck: false, batchSize: 1000, ...options }, scope)
    return { http, endpoint, close }
  })
