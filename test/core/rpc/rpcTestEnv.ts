/** A chain RPC transport over a scripted HttpClient, for the core RPC tests. */
import { Effect, Schema } from "effect"
import type { Scope } from "effect"
import { CaipNetworkId } from "../../../schemas/Caip.js"
import { makeRpcTransportConfig } from "../../../core/rpc/RpcTransportConfig.js"
import type { RpcTransportOptions } from "../../../core/rpc/RpcTransportConfig.js"
import { makeRpcTransport } from "../../../core/rpc/makeRpcTransport.js"
import type { RpcTransport } from "../../../core/services/RpcTransport.js"
import { scriptedHttp } from "./scriptedHttp.js"
import type { Script, ScriptedHttp } from "./scriptedHttp.js"

export const MAINNET = Schema.decodeSync(CaipNetworkId)("eip155:1")
export const POLYGON = Schema.decodeSync(CaipNetworkId)("eip155:137")
export const BASE = "http://rpc.test"
export const PROJECT_ID = "p1"

export interface RpcTestEnv {
  readonly http: ScriptedHttp
  readonly transport: RpcTransport["Type"]
}

/** The connection check is off unless a test turns it on, so exchanges count only requests. */
export const rpcTestEnv = (script: Script, options: Partial<RpcTransportOptions> = {}): Effect.Effect<RpcTestEnv, never, Scope.Scope> =>
  Effect.gen(function* () {
    const http = yield* scriptedHttp(script)
    const transport = yield* makeRpcTransport(
      makeRpcTransportConfig({ projectId: PROJECT_ID, blockchainBaseUrl: BASE, connectionCheck: false, ...options })
    ).pipe(Effect.provide(http.layer))
    return { http, transport }
  })

/** The calls of an exchange's body, whether it went as one object or as an array. */
export const callsOf = (body: unknown): ReadonlyArray<{ readonly id: number; readonly method: string; readonly params?: unknown }> =>
  (Array.isArray(body) ? body : [body]) as ReadonlyArray<{ readonly id: number; readonly method: string; readonly params?: unknown }>
