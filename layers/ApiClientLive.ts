import * as HttpClient from "@effect/platform/HttpClient"
import * as HttpClientRequest from "@effect/platform/HttpClientRequest"
import { Effect, Layer } from "effect"
import type { ApiClientConfig } from "../core/http/ApiClientConfig.js"
import { buildRequestUrl } from "../core/http/buildRequestUrl.js"
import { executeRequest } from "../core/http/executeRequest.js"
import { ApiClient } from "../core/services/ApiClient.js"

/** The REST client over any `HttpClient` (fetch in browsers); the URL and status rules are core's. */
export const makeApiClient = (config: ApiClientConfig): Effect.Effect<ApiClient["Type"], never, HttpClient.HttpClient> =>
  Effect.map(HttpClient.HttpClient, (http) =>
    ApiClient.of({
      get: (request) =>
        executeRequest(
          http,
          HttpClientRequest.get(buildRequestUrl(config, { method: "GET", ...request })),
          request.schema
        ),
      post: (request) =>
        executeRequest(
          http,
          HttpClientRequest.post(buildRequestUrl(config, { method: "POST", ...request })).pipe(
            HttpClientRequest.bodyText(JSON.stringify(request.body) ?? "", "application/json")
          ),
          request.schema
        ),
      url: (service, path, query) => buildRequestUrl(config, { method: "GET", service, path, query })
    })
  )

export const ApiClientLive = (config: ApiClientConfig): Layer.Layer<ApiClient, never, HttpClient.HttpClient> =>
  Layer.effect(ApiClient, makeApiClient(config))
