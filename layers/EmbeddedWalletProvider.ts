/**
 * The EIP-1193 provider of the embedded wallet (WIRE §4.5): every call becomes an RPC_REQUEST to
 * the secure frame with the routing of the active network, within the whitelist of SPEC §5.
 */
import { Cause, Deferred, Effect, Exit, Option, PubSub, Ref, Stream } from "effect"
import type { Runtime, Scope } from "effect"
import { classifyRpcResponse } from "../core/embedded/classifyRpcResponse.js"
import type { RpcResponseKind } from "../core/embedded/classifyRpcResponse.js"
import { needsApproval } from "../core/embedded/rpcMethodSafety.js"
import { toFrameRpcRequest } from "../core/embedded/toFrameRpcRequest.js"
import type { RpcRouting } from "../core/embedded/toFrameRpcRequest.js"
import { messageOf } from "../core/errors/catalogue.js"
import type { DoorwayError } from "../core/errors/DoorwayError.js"
import { RequestAborted, SomethingWentWrong } from "../core/errors/EmbeddedWalletErrors.js"
import type { RpcMethodNotAllowed } from "../core/errors/EmbeddedWalletErrors.js"
import type { JsonRpcError } from "../core/errors/JsonRpcError.js"
import type { OnFrameTimeout } from "../core/frame/FrameTimeoutReason.js"
import { sendFrameRequest } from "../core/frame/sendFrameRequest.js"
import type { FrameRequestError } from "../core/frame/sendFrameRequest.js"
import { SecureFrame } from "../core/services/SecureFrame.js"
import { runPromiseExit } from "./runPromiseExit.js"
import { makeStateRef } from "../core/state/makeStateRef.js"
import type { StateRef } from "../core/state/StateRef.js"

/** An RPC request the frame has not answered yet; one that needs approval is the frame's to show. */
export interface OpenRpcRequest {
  readonly id: number
  readonly method: string
  readonly needsApproval: boolean
}

/** The frame's answer to a request, classified (WIRE §4.5) for the view that follows it. */
export interface RpcAnswer {
  readonly method: string
  readonly needsApproval: boolean
  readonly response: RpcResponseKind
}

export type EmbeddedRpcError = RpcMethodNotAllowed | JsonRpcError | RequestAborted | FrameRequestError

export interface EmbeddedRpc {
  /**
   * One provider call: `eth_chainId` answered locally, every other whitelisted method by the frame,
   * routed to the active EVM network unless `routing` names another (another family's chain).
   */
  readonly request: (method: string, params?: unknown, routing?: RpcRouting) => Effect.Effect<unknown, EmbeddedRpcError>
  /**
   * The user dismissed the approval (SPEC §4): each open request that needs approval fails with
   * RequestAborted, safe ones go on (no longer listed as open, as the frame was told to drop
   * them), and one RPC_ABORT is posted per open request (WIRE §4.2).
   */
  readonly abortRequests: Effect.Effect<void>
  /** The requests waiting for the frame, oldest first. */
  readonly openRequests: StateRef<ReadonlyArray<OpenRpcRequest>>
  /** The answers from now on, for as long as the scope is open. */
  readonly answers: Effect.Effect<Stream.Stream<RpcAnswer>, never, Scope.Scope>
  /** The methods refused from now on as outside the list (SPEC §5), for as long as the scope is open. */
  readonly refusals: Effect.Effect<Stream.Stream<string>, never, Scope.Scope>
}

export interface EmbeddedRpcDeps {
  readonly frame: SecureFrame["Type"]
  readonly onTimeout: OnFrameTimeout
  /** Where a request goes now: the namespace's active network and its RPC URL. */
  readonly routing: Effect.Effect<RpcRouting>
  /** The chain id `eth_chainId` answers, kept in storage (WIRE §4.5). */
  readonly chainId: Effect.Effect<number>
}

export const makeEmbeddedRpc = (deps: EmbeddedRpcDeps): Effect.Effect<EmbeddedRpc> =>
  Effect.gen(function* () {
    const openRequests = yield* makeStateRef<ReadonlyArray<OpenRpcRequest>>([])
    const aborts = new Map<number, Deferred.Deferred<never, RequestAborted>>()
    const nextId = yield* Ref.make(0)
    const answers = yield* PubSub.unbounded<RpcAnswer>()
    const refusals = yield* PubSub.unbounded<string>()

    const close = (id: number) =>
      Effect.zipRight(
        Effect.sync(() => aborts.delete(id)),
        Ref.update(openRequests, (list) => list.filter((open) => open.id !== id))
      )

    const ask = (method: string, params: unknown, routing: RpcRouting | undefined) =>
      Effect.gen(function* () {
        const payload = yield* toFrameRpcRequest(method, params, routing ?? (yield* deps.routing)).pipe(
          // (tapError, not tapErrorTag: the page's start already holds it.)
          Effect.tapError((error) => (error._tag === "RpcMethodNotAllowed" ? PubSub.publish(refusals, method) : Effect.void))
        )
        const approval = needsApproval(method)
        const id = yield* Ref.modify(nextId, (n) => [n, n + 1])
        const aborted = yield* Deferred.make<never, RequestAborted>()
        aborts.set(id, aborted)
        yield* Ref.update(openRequests, (list) => [...list, { id, method, needsApproval: approval }])
        const call = sendFrameRequest({ type: "@w3m-app/RPC_REQUEST", payload }, deps.onTimeout).pipe(
          Effect.provideService(SecureFrame, deps.frame)
        )
        // Only a request waiting for the user's approval can be aborted (SPEC §4).
        // Whichever ends first, the answer or the abort (both as Either, so a failure wins the race too).
        const first = approval ? Effect.race(Effect.either(call), Effect.either(Deferred.await(aborted))) : Effect.either(call)
        const answer = yield* first.pipe(
          Effect.ensuring(close(id)),
          Effect.flatMap((result): Effect.Effect<unknown, FrameRequestError | RequestAborted> => result)
        )
        yield* PubSub.publish(answers, { method, needsApproval: approval, response: classifyRpcResponse(answer) })
        return answer
      })

    const request = (method: string, params?: unknown, routing?: RpcRouting): Effect.Effect<unknown, EmbeddedRpcError> =>
      method === "eth_chainId"
        ? Effect.map(deps.chainId, (id) => `0x${id.toString(16)}`)
        : ask(method, params, routing).pipe(Effect.withSpan("embedded.rpc", { attributes: { method } }))

    const abortRequests = Effect.gen(function* () {
      const open = yield* Ref.modify(openRequests, (list): readonly [ReadonlyArray<OpenRpcRequest>, ReadonlyArray<OpenRpcRequest>] => [list, []])
      yield* Effect.forEach(
        open,
        (entry) =>
          Effect.gen(function* () {
            const aborted = aborts.get(entry.id)
            if (entry.needsApproval && aborted !== undefined) yield* Deferred.fail(aborted, new RequestAborted())
            yield* deps.frame.post({ type: "@w3m-app/RPC_ABORT" }).pipe(Effect.catchAll(() => Effect.void))
          }),
        { discard: true }
      )
    }).pipe(Effect.withSpan("embedded.abortRequests"))

    return {
      request,
      abortRequests,
      openRequests,
      answers: Effect.map(PubSub.subscribe(answers), Stream.fromQueue),
      refusals: Effect.map(PubSub.subscribe(refusals), Stream.fromQueue)
    }
  })

/**
 * The EIP-1193 code a failure is given: a refused method 4200, an aborted approval 4001, the
 * frame's own code when it gave one (4001 for a rejection), else an internal error.
 */
const codeOf = (error: DoorwayError): number => {
  switch (error._tag) {
    case "RpcMethodNotAllowed":
      return 4200
    case "RequestAborted":
      return 4001
    case "JsonRpcError":
      return error.code
    case "FrameError":
      return error.code ?? -32603
    default:
      return -32603
  }
}

const providerError = (error: DoorwayError): Error => Object.assign(new Error(messageOf(error)), { code: codeOf(error) })

/** What an EIP-1193 caller (viem, the host's `useAppKitProvider`) holds. */
export interface Eip1193Provider {
  readonly request: (args: { readonly method: string; readonly params?: unknown }) => Promise<unknown>
}

/**
 * The EIP-1193 face of `rpc`, run on `runtime`: failures reject with their catalogue text and an
 * EIP-1193 code; a call stopped any other way (the instance closing) rejects with 'Something went
 * wrong' (SPEC §8).
 */
export const toEip1193Provider = (rpc: EmbeddedRpc, runtime: Runtime.Runtime<never>): Eip1193Provider => ({
  request: ({ method, params }) => toRequestPromise(rpc, runtime, method, params)
})

/** One call of `rpc` as a promise, rejecting as the EIP-1193 provider does (another family's provider sends through it too). */
export const toRequestPromise = (rpc: EmbeddedRpc, runtime: Runtime.Runtime<never>, method: string, params: unknown, routing?: RpcRouting): Promise<unknown> =>
  runPromiseExit(runtime, rpc.request(method, params, routing)).then((exit) => {
    if (Exit.isSuccess(exit)) return exit.value
    const failure = Option.getOrUndefined(Cause.failureOption(exit.cause))
    throw providerError(failure ?? new SomethingWentWrong())
  })
