/**
 * The bundler proxy, `POST /v1/bundler?projectId=<id>&chainId=<CAIP-2>&bundler=<name>` (SPEC §7):
 * the JSON-RPC body (`eth_sendUserOperation`, `eth_getUserOperationReceipt`, ...) goes as is to
 * the named chain's ERC-4337 bundler and its answer comes back as is, refusals (`AA24 signature
 * error`, ...) included. The devnet runs one bundler per chain, so any `bundler` name reaches it,
 * but one is required, as the hosted service requires it. Refusals of the body, the chain or the
 * name are JSON-RPC error objects with status 400, as the chain proxy's are; so is a chain whose
 * bundler is not running (`startDevnet({ bundlers: false })`).
 */
import * as HttpRouter from "@effect/platform/HttpRouter"
import * as HttpServerResponse from "@effect/platform/HttpServerResponse"
import { Effect, Either } from "effect"
import type { DataContext, RouteGroup } from "../DataContext.js"
import { isCaipNetworkId } from "../chainLookup.js"
import { failure, forward, idOf, INTERNAL_ERROR, readRpcRequest, UNSUPPORTED_CHAIN } from "./rpcProxyRoutes.js"

/** Invalid params, as for the chain: the query names nothing this service can bundle with. */
const INVALID_PARAMS = -32602


const proxy = (ctx: DataContext) =>
  Effect.gen(function* () {
    const read = yield* readRpcRequest(ctx)
    if (read.refused !== undefined) return read.refused
    const { params, text, json } = read

    const bundler = params.get("bundler") ?? ""
    if (bundler.trim() === "") return yield* failure(400, idOf(json), INVALID_PARAMS, "bundler is required, e.g. bundler=pimlico")
    const chainId = params.get("chainId") ?? ""
    if (!isCaipNetworkId(chainId)) {
      return yield* failure(400, idOf(json), UNSUPPORTED_CHAIN, `chainId must be a CAIP-2 id such as eip155:1, not "${chainId}"`)
    }
    const chain = ctx.chains.find((candidate) => candidate.caipNetworkId === chainId)
    if (chain === undefined) return yield* failure(400, idOf(json), UNSUPPORTED_CHAIN, `Unsupported chainId: ${chainId}`)
    const upstream = chain.bundlerUrl
    if (upstream === undefined) {
      return yield* failure(400, idOf(json), UNSUPPORTED_CHAIN, `No bundler for chainId: ${chainId} (the devnet runs without bundlers)`)
    }

    const answer = yield* Effect.either(forward(upstream, text))
    if (Either.isLeft(answer)) return yield* failure(502, idOf(json), INTERNAL_ERROR, `The ${chainId} bundler did not answer`)
    return HttpServerResponse.text(answer.right.text, { status: answer.right.status, contentType: "application/json" })
  })

export const bundlerRoutes: RouteGroup = (ctx) => HttpRouter.empty.pipe(HttpRouter.post("/v1/bundler", proxy(ctx)))
