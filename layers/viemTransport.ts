/**
 * viem clients reach chain nodes through the RpcTransport service: this transport hands each
 * request to it, so batching, timeouts and retries follow the Effect rules, and turns a typed
 * failure back into the error shape viem classifies by `code`.
 */
import { custom } from "viem"
import type { CustomTransport } from "viem"
import { Cause, Effect, ManagedRuntime, Option, Runtime } from "effect"
import type { Exit } from "effect"
import { messageOf } from "../core/errors/catalogue.js"
import { RpcTransport } from "../core/services/RpcTransport.js"
import type { RpcError } from "../core/services/RpcTransport.js"
import type { CaipNetworkId } from "../schemas/Caip.js"

/** Runs one RPC program to its exit; `signal` interrupts it. */
export type RpcRunner = (
  effect: Effect.Effect<unknown, RpcError, RpcTransport>,
  signal?: AbortSignal
) => Promise<Exit.Exit<unknown, RpcError>>

export type RpcRuntime =
  | Runtime.Runtime<RpcTransport>
  | ManagedRuntime.ManagedRuntime<RpcTransport, unknown>
  | RpcRunner

/**
 * A failure of the RpcTransport as viem sees it: `code` (and `data`) for a node's own error, so
 * viem picks its matching error class; the tagged error stays reachable as `cause`.
 */
export class RpcBridgeError extends Error {
  declare readonly code?: number
  declare readonly data?: unknown
  readonly error: RpcError

  constructor(error: RpcError) {
    super(messageOf(error), { cause: error })
    this.name = "RpcBridgeError"
    this.error = error
    if (error._tag === "JsonRpcError") Object.assign(this, { code: error.code, data: error.data })
    if (error._tag === "UserRejectedError") Object.assign(this, { code: error.code })
  }
}

/** The tagged RpcTransport failure behind an error a viem action threw, if there is one. */
export const rpcErrorOf = (error: unknown): Option.Option<RpcError> => {
  let current: unknown = error
  for (let depth = 0; depth < 16 && current instanceof Error; depth++) {
    if (current instanceof RpcBridgeError) return Option.some(current.error)
    current = current.cause
  }
  return Option.none()
}

const runnerOf = (runtime: RpcRuntime): RpcRunner => {
  if (typeof runtime === "function") return runtime
  if (ManagedRuntime.isManagedRuntime(runtime)) {
    const managed = runtime as ManagedRuntime.ManagedRuntime<RpcTransport, unknown>
    return (effect, signal) => managed.runPromiseExit(effect, signal ? { signal } : undefined) as Promise<Exit.Exit<unknown, RpcError>>
  }
  const run = Runtime.runPromiseExit(runtime as Runtime.Runtime<RpcTransport>)
  return (effect, signal) => run(effect, signal ? { signal } : undefined)
}

/**
 * A viem transport for one network whose requests run `RpcTransport.request`. viem's own retries
 * are off (`retryCount: 0`): the transport already retried what is worth retrying.
 */
export const makeViemTransport = (runtime: RpcRuntime, caipNetworkId: CaipNetworkId): CustomTransport => {
  const run = runnerOf(runtime)
  return custom(
    {
      async request({ method, params }: { readonly method: string; readonly params?: unknown }, options?: { readonly signal?: AbortSignal }) {
        const exit = await run(
          Effect.flatMap(RpcTransport, (rpc) => rpc.request(caipNetworkId, method, params)),
          options?.signal
        )
        if (exit._tag === "Success") return exit.value
        const failure = Cause.failureOption(exit.cause)
        throw Option.isSome(failure) ? new RpcBridgeError(failure.value) : Cause.squash(exit.cause)
      }
    },
    { key: "doorway", name: "Doorway RPC", retryCount: 0 }
  )
}
