import { Context, Effect, Layer, Ref } from "effect"
import { fromJsonRpcError } from "../core/errors/JsonRpcError.js"
import type { RpcError } from "../core/services/RpcTransport.js"
import { RpcTransport } from "../core/services/RpcTransport.js"
import type { CaipNetworkId } from "../schemas/Caip.js"

/**
 * What a scripted node answers to one call: a result, or a JSON-RPC error object; `afterMs` holds
 * the answer that long (on the fiber's clock, so a test's `TestClock`).
 */
export type RpcOutcome = (
  | { readonly result: unknown }
  | { readonly error: { readonly code: number; readonly message: string; readonly data?: unknown } }
) & { readonly afterMs?: number }

export type RpcHandler = (params: unknown) => RpcOutcome

/** A scripted chain per CAIP-2 network id: its answer to each method. */
export type ChainScript = Readonly<Record<string, Readonly<Record<string, RpcHandler>>>>

export interface RpcCall {
  readonly caipNetworkId: string
  readonly method: string
  readonly params: unknown
}

/** The calls a scripted chain received, oldest first, connection checks included. */
export class RpcCallLog extends Context.Tag("doorway/test/RpcCallLog")<
  RpcCallLog,
  { readonly calls: Effect.Effect<ReadonlyArray<RpcCall>> }
>() {}

/**
 * A node's answer from the script. `test` is the connection check: every node answers it (with a
 * method-not-found error, as real nodes do). Other unknown methods are method-not-found too.
 */
export const answerRpc = (script: ChainScript, caipNetworkId: string, method: string, params: unknown): RpcOutcome => {
  const handler = script[caipNetworkId]?.[method]
  return handler ? handler(params) : { error: { code: -32601, message: `the method ${method} does not exist/is not available` } }
}

export interface RpcTransportTestOptions {
  /** As in the live transport: a `test` call before a network's first request (default true). */
  readonly connectionCheck?: boolean
}

/**
 * Chain RPC answered in memory from a script, recording every call. It follows the live rules a
 * program can observe: a connection check before first use, node errors as typed errors.
 */
export const RpcTransportTest = (
  script: ChainScript,
  options: RpcTransportTestOptions = {}
): Layer.Layer<RpcTransport | RpcCallLog> =>
  Layer.effectContext(
    Effect.gen(function* () {
      const log = yield* Ref.make<ReadonlyArray<RpcCall>>([])
      const checked = yield* Ref.make<ReadonlySet<string>>(new Set())
      const record = (call: RpcCall) => Ref.update(log, (all) => [...all, call])

      const checkConnection = (caipNetworkId: CaipNetworkId): Effect.Effect<void, RpcError> =>
        record({ caipNetworkId, method: "test", params: [] }).pipe(
          Effect.zipRight(Ref.update(checked, (all) => new Set([...all, caipNetworkId])))
        )

      const prepare = (caipNetworkId: CaipNetworkId): Effect.Effect<void, RpcError> =>
        Effect.gen(function* () {
          if ((options.connectionCheck ?? true) && !(yield* Ref.get(checked)).has(caipNetworkId)) {
            yield* checkConnection(caipNetworkId)
          }
        })

      const request = (caipNetworkId: CaipNetworkId, method: string, params?: unknown): Effect.Effect<unknown, RpcError> =>
        Effect.gen(function* () {
          yield* prepare(caipNetworkId)
          yield* record({ caipNetworkId, method, params })
          const outcome = answerRpc(script, caipNetworkId, method, params)
          if (outcome.afterMs !== undefined) yield* Effect.sleep(outcome.afterMs)
          return "error" in outcome ? yield* Effect.fail(fromJsonRpcError(outcome.error)) : outcome.result
        })

      return Context.make(RpcTransport, RpcTransport.of({ request, checkConnection, prepare })).pipe(
        Context.add(RpcCallLog, { calls: Ref.get(log) })
      )
    })
  )
