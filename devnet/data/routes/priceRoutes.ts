/**
 * `POST /v1/fungible/price` (WIRE §1.2): the project id travels in the body. Each known asset is
 * answered in the order asked; an address the service does not know is left out, as upstream does.
 */
import * as HttpRouter from "@effect/platform/HttpRouter"
import { Effect } from "effect"
import { FungiblePriceRequest, FungiblePriceResponse } from "../../../schemas/Swap.js"
import { respondJson } from "../../catalogue/respond.js"
import type { RouteGroup } from "../DataContext.js"
import { decodeBody, readJsonText } from "../readJsonBody.js"
import { checkProjectId } from "../requireProject.js"

export const priceRoutes: RouteGroup = (ctx) =>
  HttpRouter.empty.pipe(
    HttpRouter.post(
      "/v1/fungible/price",
      Effect.gen(function* () {
        const json = yield* readJsonText
        // The key is checked before the shape, so a caller with a wrong key learns nothing else.
        yield* checkProjectId(ctx, typeof json === "object" && json !== null && "projectId" in json ? json.projectId : undefined)
        const body = yield* decodeBody(FungiblePriceRequest)(json)
        const fungibles = body.addresses.flatMap((address) => {
          const asset = ctx.assets.find(address)
          return asset === undefined ? [] : [{ name: asset.name, symbol: asset.symbol, iconUrl: asset.iconUrl, price: asset.price }]
        })
        return yield* respondJson(FungiblePriceResponse, { fungibles })
      })
    )
  )
