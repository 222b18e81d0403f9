/**
 * A data service for the smart-session tests that keeps its sessions: `GET /v1/sessions/{caip}`
 * lists them (or answers `listAnswer` when a test sets one), `POST …/revoke` removes the one named
 * (or answers `revokeAnswer`); every other request goes to the scripted API. Answers are decoded
 * with the request's schema, as the live client does; POST bodies are recorded.
 */
import { Effect, Layer, ParseResult, Schema } from "effect"
import { HttpStatusError, ResponseDecodeError } from "../../../core/errors/HttpErrors.js"
import { ApiClient } from "../../../core/services/ApiClient.js"
import type { ApiGet, Query } from "../../../core/services/ApiClient.js"
import type { SmartSession } from "../../../schemas/BlockchainApi.js"
import { scriptedApiClient, type Script } from "../config/scriptedApiClient.js"

export interface SessionsApi {
  readonly layer: Layer.Layer<ApiClient>
  readonly sessions: Array<SmartSession>
  readonly posts: Array<{ readonly path: string; readonly query?: Query | undefined; readonly body: unknown }>
  readonly lists: () => number
  listAnswer?: { readonly status: number; readonly body?: unknown }
  revokeAnswer?: { readonly status: number; readonly body?: unknown }
}

export const sessionsApi = (script: Script, sessions: ReadonlyArray<SmartSession>): SessionsApi => {
  const scripted = scriptedApiClient(script)
  let lists = 0
  const answer = <A, I>(request: ApiGet<A, I>, status: number, body: unknown): Effect.Effect<A, HttpStatusError | ResponseDecodeError> => {
    const url = `https://blockchain.test${request.path}`
    if (status < 200 || status > 299) return Effect.fail(new HttpStatusError({ status, url }))
    return Schema.decodeUnknown(request.schema)(body).pipe(
      Effect.mapError((error) => new ResponseDecodeError({ url, issue: ParseResult.TreeFormatter.formatErrorSync(error) }))
    )
  }
  const api: SessionsApi = {
    sessions: [...sessions],
    posts: [],
    lists: () => lists,
    layer: Layer.effect(
      ApiClient,
      Effect.map(ApiClient, (fallback) =>
        ApiClient.of({
          ...fallback,
          get: (request) => {
            if (!request.path.startsWith("/v1/sessions/")) return fallback.get(request)
            lists += 1
            const scriptedList = api.listAnswer
            return scriptedList === undefined ? answer(request, 200, { pcis: api.sessions }) : answer(request, scriptedList.status, scriptedList.body)
          },
          post: (request) => {
            if (!request.path.endsWith("/revoke")) return fallback.post(request)
            api.posts.push({ path: request.path, query: request.query, body: request.body })
            if (api.revokeAnswer !== undefined) return answer(request, api.revokeAnswer.status, api.revokeAnswer.body)
            const { pci } = request.body as { readonly pci: string }
            const index = api.sessions.findIndex((session) => session.pci === pci)
            if (index < 0) return answer(request, 404, undefined)
            api.sessions.splice(index, 1)
            return answer(request, 200, { success: true })
          }
        })
      )
    ).pipe(Layer.provide(scripted.layer))
  }
  return api
}
