/**
 * The chain JSON-RPC proxy, `POST /v1/?chainId=<CAIP-2>&projectId=<id>` (WIRE §1.4): the body,
 * single or batch, goes as is to the named local chain (anvil, through its front, or the Solana
 * cluster) and its answer comes back as is, `Retry-After` included: a fault set on the chain
 * (devnet/net/faults) reaches the page through the proxy as the node's own failure would. Refusals of the body or the chain are JSON-RPC error objects, since
 * JSON-RPC clients read those rather than `{message}`.
 */
import * as HttpRouter from "@effect/platform/HttpRouter"
import * as HttpServerRequest from "@effect/platform/HttpServerRequest"
import * as HttpServerResponse from "@effect/platform/HttpServerResponse"
import { Effect, Either, Schema } from "effect"
import { JsonRpcBatchRequest, JsonRpcFailure, JsonRpcRequest } from "../../../schemas/JsonRpc.js"
import type { JsonRpcId } from "../../../schemas/JsonRpc.js"
import { SafeUnion } from "../../../schemas/SafeUnion.js"
import { badRequest } from "../../catalogue/RequestRejected.js"
import { respondJson } from "../../catalogue/respond.js"
import type { DataContext, RouteGroup } from "../DataContext.js"
import { isCaipNetworkId } from "../chainLookup.js"
import { requireProject } from "../requireProject.js"

export const PARSE_ERROR = -32700
export const INVALID_REQUEST = -32600
export const INTERNAL_ERROR = -32603
/** What the hosted proxy uses for a chain it does not serve: invalid params (the chainId). */
export const UNSUPPORTED_CHAIN = -32602

export const isRequest = Schema.is(SafeUnion(JsonRpcRequest, JsonRpcBatchRequest))

export const failure = (status: number, id: JsonRpcId, code: number, message: string) =>
  respondJson(JsonRpcFailure, { jsonrpc: "2.0", id, error: { code, message } }, status)

/** The id of a single request, so an error answer can be matched to it; null for batches and junk. */
export const idOf = (json: unknown): JsonRpcId => {
  if (typeof json !== "object" || json === null || Array.isArray(json) || !("id" in json)) return null
  const id = json.id
  return typeof id === "number" || typeof id === "string" ? id : null
}

const upstreamOf = (ctx: DataContext, caipNetworkId: string): string | undefined =>
  caipNetworkId === ctx.solana.caipNetworkId
    ? ctx.solana.rpcUrl
    : ctx.chains.find((chain) => chain.caipNetworkId === caipNetworkId)?.frontUrl

/** The body posted as is to `upstream`; its status, Retry-After and text. */
export const forward = (upstream: string, body: string) =>
  Effect.tryPromise(async (signal) => {
    const response = await fetch(upstream, { method: "POST", headers: { "content-type": "application/json" }, body, signal })
    return { status: response.status, retryAfter: response.headers.get("retry-after"), text: await response.text() }
  })

/**
 * A proxied request's project query and JSON-RPC body (single or batch), read and checked; or the
 * JSON-RPC refusal to answer with (`refused`) when the body is not JSON or not a request.
 */
export const readRpcRequest = (ctx: DataContext) =>
  Effect.gen(function* () {
    const params = yield* requireProject(ctx)
    const request = yield* HttpServerRequest.HttpServerRequest
    const text = yield* Effect.mapError(request.text, () => badRequest("the body could not be read"))
    const parsed = Either.try(() => JSON.parse(text) as unknown)
    if (Either.isLeft(parsed)) return { refused: yield* failure(400, null, PARSE_ERROR, "Parse error") }
    const json = parsed.right
    if (!isRequest(json)) return { refused: yield* failure(400, idOf(json), INVALID_REQUEST, "Invalid Request") }
    return { params, text, json }
  })

const proxy = (ctx: DataContext) =>
  Effect.gen(function* () {
    const read = yield* readRpcRequest(ctx)
    if (read.refused !== undefined) return read.refused
    const { params, text, json } = read

    const chainId = params.get("chainId") ?? ""
    if (!isCaipNetworkId(chainId)) {
      return yield* failure(400, idOf(json), UNSUPPORTED_CHAIN, `chainId must be a CAIP-2 id such as eip155:1, not "${chainId}"`)
    }
    const upstream = upstreamOf(ctx, chainId)
    if (upstream === undefined) return yield* failure(400, idOf(json), UNSUPPORTED_CHAIN, `Unsupported chainId: ${chainId}`)

    const answer = yield* Effect.either(forward(upstream, text))
    if (Either.isLeft(answer)) return yield* failure(502, idOf(json), INTERNAL_ERROR, `The ${chainId} node did not answer`)
    const { status, retryAfter, text: answered } = answer.right
    return HttpServerResponse.text(answered, {
      status,
      contentType: "application/json",
      ...(retryAfter === null ? {} : { headers: { "retry-after": retryAfter, "access-control-expose-headers": "retry-after" } })
    })
  })

export const rpcProxyRoutes: RouteGroup = (ctx) =>
  // The router ignores a trailing slash, so this is `/v1/` as well.
  HttpRouter.empty.pipe(HttpRouter.post("/v1", proxy(ctx)))
