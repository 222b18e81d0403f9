import type * as HttpClient from "@effect/platform/HttpClient"
import { Cause, Deferred, Effect, Exit, Queue, Ref, Scope } from "effect"
import { ResponseDecodeError, RpcTimeoutError } from "../errors/HttpErrors.js"
import { fromJsonRpcError } from "../errors/JsonRpcError.js"
import type { JsonRpcResponse } from "../../schemas/JsonRpc.js"
import type { RpcError } from "../services/RpcTransport.js"
import { checkRpcConnection } from "./checkRpcConnection.js"
import { postJsonRpc } from "./postJsonRpc.js"
import type { JsonRpcCall } from "./postJsonRpc.js"
import { retryRpc } from "./retryRpc.js"
import { urgent } from "../scheduling/priority.js"

/** The requests and connection check of one JSON-RPC URL. */
export interface RpcEndpoint {
  readonly url: string
  readonly request: (method: string, params?: unknown) => Effect.Effect<unknown, RpcError>
  readonly checkConnection: Effect.Effect<void, RpcError>
  /** The check made once, before or beside the first request (nothing when checks are off). */
  readonly prepare: Effect.Effect<void, RpcError>
}

export interface RpcEndpointOptions {
  readonly connectionCheck: boolean
  readonly batchSize: number
}

interface Pending {
  readonly method: string
  readonly params: unknown
  readonly answer: Deferred.Deferred<unknown, RpcError>
}

type CheckState =
  | { readonly _tag: "Unchecked" }
  | { readonly _tag: "Checking"; readonly done: Deferred.Deferred<void, RpcError> }
  | { readonly _tag: "Checked" }

/** A timeout of a whole batch is reported to each caller under its own method. */
const forCaller = (error: RpcError, method: string): RpcError =>
  error._tag === "RpcTimeoutError" ? new RpcTimeoutError({ method, millis: error.millis }) : error

/**
 * An endpoint's request queue. Requests arriving in the same tick leave as one JSON array of at
 * most `batchSize` calls (a lone request as a plain object); each batch is timed out and retried as
 * a whole; answers are matched to callers by id, so one entry's error fails only its caller.
 * Fibers live in `scope`, so a caller's interruption never cancels a batch others wait on.
 */
export const makeRpcEndpoint = (
  http: HttpClient.HttpClient,
  url: string,
  options: RpcEndpointOptions,
  scope: Scope.Scope
): Effect.Effect<RpcEndpoint> =>
  Effect.gen(function* () {
    const ids = yield* Ref.make(0)
    const nextIds = (count: number) => Ref.modify(ids, (last) => [Array.from({ length: count }, (_, i) => last + i + 1), last + count])
    const queue = yield* Queue.unbounded<Pending>()
    yield* Scope.addFinalizer(scope, Queue.shutdown(queue))

    const settle = (batch: ReadonlyArray<Pending>, calls: ReadonlyArray<JsonRpcCall>, responses: ReadonlyArray<JsonRpcResponse>) => {
      const byId = new Map(responses.map((response) => [String(response.id), response]))
      // A server that refuses a whole batch answers one error with a null id.
      const [only] = responses
      const whole = responses.length === 1 && only !== undefined && only.id === null && "error" in only ? only : undefined
      return Effect.forEach(
        batch,
        (pending, index) => {
          const id = calls[index]?.id
          const response = byId.get(String(id)) ?? whole
          if (response === undefined) {
            return Deferred.fail(pending.answer, new ResponseDecodeError({ url, issue: `No response for request ${id} (${pending.method})` }))
          }
          return "error" in response
            ? Deferred.fail(pending.answer, fromJsonRpcError(response.error))
            : Deferred.succeed(pending.answer, response.result)
        },
        { discard: true }
      )
    }

    const send = (batch: ReadonlyArray<Pending>) =>
      Effect.gen(function* () {
        const callIds = yield* nextIds(batch.length)
        const calls: ReadonlyArray<JsonRpcCall> = batch.map((pending, index) => ({
          jsonrpc: "2.0",
          id: callIds[index] ?? 0,
          method: pending.method,
          ...(pending.params === undefined ? {} : { params: pending.params })
        }))
        const [single] = calls
        const payload = calls.length === 1 && single !== undefined ? single : calls
        const exit = yield* Effect.exit(retryRpc(postJsonRpc(http, url, payload)))
        if (Exit.isSuccess(exit)) return yield* settle(batch, calls, exit.value)
        const failure = Cause.failureOption(exit.cause)
        yield* Effect.forEach(
          batch,
          (pending) =>
            failure._tag === "Some"
              ? Deferred.fail(pending.answer, forCaller(failure.value, pending.method))
              : Deferred.failCause(pending.answer, exit.cause),
          { discard: true }
        )
      })

    // Waits for a first request, lets the others of the same tick arrive, then sends them together.
    const drain = Effect.gen(function* () {
      const first = yield* Queue.take(queue)
      yield* Effect.yieldNow()
      const rest = yield* Queue.takeUpTo(queue, options.batchSize - 1)
      yield* Effect.forkIn(send([first, ...rest]), scope)
    }).pipe(
      Effect.forever,
      // A request leaves ahead of the other work waiting on the scheduler: the node answers while
      // the page draws (SPEC §4's timings).
      urgent
    )
    yield* Effect.forkIn(drain, scope)

    const checkState = yield* Ref.make<CheckState>({ _tag: "Unchecked" })

    const checkConnection: Effect.Effect<void, RpcError> = Effect.gen(function* () {
      const [id] = yield* nextIds(1)
      yield* checkRpcConnection(http, url, id ?? 0)
      yield* Ref.set(checkState, { _tag: "Checked" })
    })

    // One check at a time; callers arriving meanwhile share its outcome, and a failure is not kept.
    const ensureChecked: Effect.Effect<void, RpcError> = Effect.flatten(
      Effect.fiberIdWith((fiberId) =>
        Ref.modify(checkState, (state): readonly [Effect.Effect<void, RpcError>, CheckState] => {
          if (state._tag === "Checked") return [Effect.void, state]
          if (state._tag === "Checking") return [Deferred.await(state.done), state]
          const done = Deferred.unsafeMake<void, RpcError>(fiberId)
          const run = checkConnection.pipe(
            Effect.onExit((exit) =>
              Exit.isSuccess(exit) ? Deferred.done(done, exit) : Ref.set(checkState, { _tag: "Unchecked" }).pipe(Effect.zipRight(Deferred.done(done, exit)))
            )
          )
          return [Effect.forkIn(run, scope).pipe(Effect.zipRight(Deferred.await(done))), { _tag: "Checking", done }]
        })
      )
    )

    const call = (method: string, params: unknown): Effect.Effect<unknown, RpcError> =>
      Effect.gen(function* () {
        const answer = yield* Deferred.make<unknown, RpcError>()
        yield* Queue.offer(queue, { method, params, answer })
        return yield* Deferred.await(answer)
      })

    // The check goes out beside the first request rather than before it, so the first answer
    // costs one round trip, not two; the request still fails with the check's error when the
    // endpoint could not be reached, and is not answered before the check is done. Once checked,
    // a request is queued from its caller's fiber, with no fiber of its own.
    const request = (method: string, params?: unknown): Effect.Effect<unknown, RpcError> =>
      options.connectionCheck
        ? Effect.flatMap(Ref.get(checkState), (state) =>
            state._tag === "Checked"
              ? call(method, params)
              : Effect.map(Effect.all([ensureChecked, call(method, params)], { concurrency: 2 }), ([, answer]) => answer)
          )
        : call(method, params)

    return { url, request, checkConnection, prepare: options.connectionCheck ? ensureChecked : Effect.void }
  })
