/**
 * An `HttpClient` answering from a script in memory, recording each exchange: the programs over
 * HttpClient are tested with it on the virtual clock, with no socket.
 */
import * as HttpClient from "@effect/platform/HttpClient"
import * as HttpClientError from "@effect/platform/HttpClientError"
import * as HttpClientResponse from "@effect/platform/HttpClientResponse"
import { Effect, Layer, Ref } from "effect"

export interface Exchange {
  readonly url: string
  readonly body: unknown
  /** The request's header names, lower case. */
  readonly headerNames: ReadonlyArray<string>
}

export interface ScriptedReply {
  readonly status?: number
  readonly json?: unknown
  readonly text?: string
}

/** Answers the n-th exchange (0-based); a failing effect is a transport failure, `Effect.never` hangs. */
export type Script = (exchange: Exchange, index: number) => Effect.Effect<ScriptedReply, unknown>

export interface ScriptedHttp {
  readonly layer: Layer.Layer<HttpClient.HttpClient>
  readonly exchanges: Effect.Effect<ReadonlyArray<Exchange>>
  readonly count: Effect.Effect<number>
}

const bodyOf = (body: { readonly _tag: string; readonly body?: unknown }): unknown =>
  body._tag === "Uint8Array" && body.body instanceof Uint8Array ? JSON.parse(new TextDecoder().decode(body.body)) : undefined

export const scriptedHttp = (script: Script): Effect.Effect<ScriptedHttp> =>
  Effect.gen(function* () {
    const log = yield* Ref.make<ReadonlyArray<Exchange>>([])
    const client = HttpClient.make((request, url) =>
      Effect.gen(function* () {
        const exchange: Exchange = { url: url.toString(), body: bodyOf(request.body), headerNames: Object.keys(request.headers) }
        const index = yield* Ref.modify(log, (all) => [all.length, [...all, exchange]])
        const reply = yield* script(exchange, index).pipe(
          Effect.mapError((cause) => new HttpClientError.RequestError({ request, reason: "Transport", cause }))
        )
        const text = reply.text ?? (reply.json === undefined ? "" : JSON.stringify(reply.json))
        return HttpClientResponse.fromWeb(request, new Response(text, { status: reply.status ?? 200 }))
      })
    )
    return {
      layer: Layer.succeed(HttpClient.HttpClient, client),
      exchanges: Ref.get(log),
      count: Effect.map(Ref.get(log), (all) => all.length)
    }
  })

/** A node answering every call of a request or batch with `result(call)`. */
export const answerCalls = (result: (call: { readonly id: number; readonly method: string; readonly params?: unknown }) => unknown) =>
  (exchange: Exchange): ScriptedReply => {
    const calls = exchange.body as ReadonlyArray<{ id: number; method: string; params?: unknown }> | { id: number; method: string; params?: unknown }
    const answer = (call: { id: number; method: string; params?: unknown }) => ({ jsonrpc: "2.0", id: call.id, result: result(call) })
    return { json: Array.isArray(calls) ? calls.map(answer) : answer(calls as { id: number; method: string; params?: unknown }) }
  }
