import type { ApiService, Query } from "../services/ApiClient.js"
import type { ApiClientConfig } from "./ApiClientConfig.js"

export type HttpMethod = "GET" | "POST"

export interface UrlRequest {
  readonly method: HttpMethod
  readonly service: ApiService
  readonly path: string
  readonly query?: Query | undefined
}

/** A GET, and every call to the analytics service (WIRE §3.1), carries the SDK identity. */
const carriesIdentity = (request: UrlRequest): boolean =>
  request.method === "GET" || request.service === "analytics"

/**
 * The URL of a request to a hosted service (WIRE §0, §1.1, §2, §3): `new URL(path, base)`, then the
 * caller's params in insertion order with falsy values left out (as the hosted clients test them:
 * `0` and `false` too), then `projectId`, `st`, `sv` where they apply, then `clientId` last on the
 * blockchain service when one is set.
 */
export const buildRequestUrl = (config: ApiClientConfig, request: UrlRequest): string => {
  const url = new URL(request.path, config.baseUrls[request.service])
  const params = new Map<string, string>()
  for (const [key, value] of Object.entries(request.query ?? {})) {
    if (value) params.set(key, String(value))
  }
  if (carriesIdentity(request)) {
    const identity: ReadonlyArray<readonly [string, string]> = [
      ["projectId", config.projectId],
      ["st", config.sdkType],
      ["sv", config.sdkVersion]
    ]
    for (const [key, value] of identity) {
      if (value) params.set(key, value)
    }
  }
  if (request.service === "blockchain" && config.clientId) {
    params.delete("clientId")
    params.set("clientId", config.clientId)
  }
  for (const [key, value] of params) url.searchParams.append(key, value)
  return url.toString()
}
