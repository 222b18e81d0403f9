/**
 * A scripted ApiClient for tests: each `service path` answers with a status and a JSON body (or a
 * network failure). Bodies are decoded with the request's schema and non-2xx statuses fail, as the
 * live client does, a `retryAfter` header read against the test's clock; `afterMs` holds an answer
 * back that long (on the test's clock). Built per
 * test; `calls` records the requests in order.
 */
import { Clock, Effect, Fiber, FiberRef, Layer, Option, ParseResult, Schema } from "effect"
import { HttpRequestError, HttpStatusError, ResponseDecodeError } from "../../../core/errors/HttpErrors.js"
import { retryAtOf } from "../../../core/http/retryAfter.js"
import { statusError } from "../../../core/http/statusError.js"
import { ApiClient } from "../../../core/services/ApiClient.js"
import type { ApiGet, ApiService, Query } from "../../../core/services/ApiClient.js"

export type Answer = ({ readonly status: number; readonly body?: unknown; readonly retryAfter?: string } | { readonly unreachable: true }) & {
  readonly afterMs?: number
}

export type Script = Readonly<Record<string, Answer>>

export interface ScriptedApiClient {
  readonly layer: Layer.Layer<ApiClient>
  readonly calls: ReadonlyArray<{ readonly service: ApiService; readonly path: string; readonly query?: Query }>
  /** The scheduling priority of the fiber that made each call, in the order of `calls`. */
  readonly priorities: ReadonlyArray<number>
}

/** The scheduling priority of the fiber running now (-1 outside any). */
const currentPriority = (): number =>
  Option.match(Fiber.getCurrentFiber(), { onNone: () => -1, onSome: (fiber) => fiber.getFiberRef(FiberRef.currentSchedulingPriority) })

const urlOf = (service: ApiService, path: string): string => `https://${service}.test${path}`

export const scriptedApiClient = (script: Script): ScriptedApiClient => {
  const calls: Array<{ service: ApiService; path: string; query?: Query }> = []
  const priorities: Array<number> = []
  const answer = <A, I>(request: ApiGet<A, I>) => {
    const scripted = script[`${request.service} ${request.path}`] ?? { status: 404 }
    const reply = respond(request, scripted)
    return scripted.afterMs === undefined ? reply : Effect.zipRight(Effect.sleep(scripted.afterMs), reply)
  }
  const respond = <A, I>(request: ApiGet<A, I>, scripted: Answer): Effect.Effect<A, HttpRequestError | HttpStatusError | ResponseDecodeError> => {
    priorities.push(currentPriority())
    calls.push(request.query === undefined ? { service: request.service, path: request.path } : { service: request.service, path: request.path, query: request.query })
    const url = urlOf(request.service, request.path)
    if ("unreachable" in scripted) return Effect.fail(new HttpRequestError({ url }))
    if (scripted.status < 200 || scripted.status > 299) {
      const { status, retryAfter } = scripted
      return Effect.flatMap(Clock.currentTimeMillis, (now) => {
        const retryAt = retryAtOf(retryAfter, now)
        // A body is read as the live client reads it: a provider's refusal string adds its alert.
        const alert = scripted.body === undefined ? undefined : statusError(url, status, JSON.stringify(scripted.body)).alert
        return Effect.fail(
          new HttpStatusError({ status, url, ...(alert === undefined ? {} : { alert }), ...(retryAt === undefined ? {} : { retryAt }) })
        )
      })
    }
    return Schema.decodeUnknown(request.schema)(scripted.body).pipe(
      Effect.mapError((error) => new ResponseDecodeError({ url, issue: ParseResult.TreeFormatter.formatErrorSync(error) }))
    )
  }
  const layer = Layer.succeed(ApiClient, {
    get: answer,
    post: answer,
    url: (service, path) => urlOf(service, path)
  })
  return { layer, calls, priorities }
}
