/**
 * The scripted REST API of the tests (`scriptedApiClient`), with the body of every POST recorded:
 * what a registration or a revocation sent.
 */
import { Effect, Layer } from "effect"
import { ApiClient } from "../../../core/services/ApiClient.js"
import type { ApiService, Query } from "../../../core/services/ApiClient.js"
import { scriptedApiClient, type Script } from "../config/scriptedApiClient.js"

export interface RecordedPost {
  readonly service: ApiService
  readonly path: string
  readonly query?: Query | undefined
  readonly body: unknown
}

export const recordingApiClient = (script: Script) => {
  const scripted = scriptedApiClient(script)
  const posts: Array<RecordedPost> = []
  const layer = Layer.effect(
    ApiClient,
    Effect.map(ApiClient, (api) =>
      ApiClient.of({
        ...api,
        post: (request) => {
          posts.push({ service: request.service, path: request.path, query: request.query, body: request.body })
          return api.post(request)
        }
      })
    )
  ).pipe(Layer.provide(scripted.layer))
  return { layer, calls: scripted.calls, posts }
}
