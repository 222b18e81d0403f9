/** `GET /v1/supported-chains` (WIRE §1.3) and the token icons the service's answers link to. */
import * as HttpRouter from "@effect/platform/HttpRouter"
import { Effect, Schema } from "effect"
import { SupportedChainsResponse } from "../../../schemas/BlockchainApi.js"
import { renderImageSvg } from "../../catalogue/renderImageSvg.js"
import { respondJson, respondSvg } from "../../catalogue/respond.js"
import { tokenLogoOf } from "../../catalogue/tokenLogos.js"
import type { RouteGroup } from "../DataContext.js"
import { decodePathParam } from "../chainLookup.js"
import { requireProject } from "../requireProject.js"

export const chainRoutes: RouteGroup = (ctx) => {
  const http = Schema.decodeUnknownSync(SupportedChainsResponse.fields.http)([
    ...ctx.chains.map((chain) => chain.caipNetworkId),
    ctx.solana.caipNetworkId
  ])
  return HttpRouter.empty.pipe(
    HttpRouter.get(
      "/v1/supported-chains",
      // The JSON-RPC proxy is HTTP only, so no chain is listed for WebSocket.
      Effect.zipRight(requireProject(ctx), respondJson(SupportedChainsResponse, { http, ws: [] }))
    ),
    // Public like any image a page puts in an <img>: the client cannot add a project id to it.
    // A token symbol with a real icon answers with it; any other key (WHOLE, an NFT) with drawn initials.
    HttpRouter.get(
      "/v1/icons/:key",
      Effect.map(
        Effect.flatMap(HttpRouter.params, (params) => decodePathParam(params["key"])),
        (key) => respondSvg(tokenLogoOf(key) ?? renderImageSvg(`token:${key}`, key))
      )
    )
  )
}
