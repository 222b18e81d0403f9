/** `/getWallets` and the image endpoints (WIRE §2.1, §2.2). */
import * as HttpRouter from "@effect/platform/HttpRouter"
import { Effect } from "effect"
import type { CatalogueState } from "./CatalogueState.js"
import { parseWalletQuery, queryWallets } from "./queryWallets.js"
import { networkLogos } from "./networkLogos.js"
import { renderImageSvg } from "./renderImageSvg.js"
import { requireProject } from "./requireProject.js"
import { RequestRejected } from "./RequestRejected.js"
import { respondJson, respondSvg } from "./respond.js"
import { tokenLogoOf } from "./tokenLogos.js"
import { walletLogoOf } from "./walletLogos.js"
import { GetWalletsResponse } from "./wire.js"

const routeParam = (name: string) => Effect.map(HttpRouter.params, (params) => params[name] ?? "")

/** An image keyed by the path's last segment, labelled by the key itself. */
const keyedImage = (state: CatalogueState, kind: string) =>
  Effect.gen(function* () {
    yield* requireProject(state)
    const key = yield* routeParam("key")
    return respondSvg(renderImageSvg(`${kind}:${key}`, key))
  })

export const walletRoutes = (state: CatalogueState) =>
  HttpRouter.empty.pipe(
    HttpRouter.get(
      "/getWallets",
      Effect.gen(function* () {
        const { params } = yield* requireProject(state)
        const query = yield* parseWalletQuery(params)
        const { data, count } = queryWallets(state.wallets, query)
        return yield* respondJson(GetWalletsResponse, { data, count })
      })
    ),
    HttpRouter.get(
      "/getWalletImage/:key",
      Effect.gen(function* () {
        yield* requireProject(state)
        const key = yield* routeParam("key")
        const wallet = state.walletsByImageId.get(key)
        if (wallet === undefined) {
          return yield* Effect.fail(new RequestRejected({ status: 404, message: "Image not found" }))
        }
        // A well-known wallet answers with its real icon; the local and generated ones with drawn initials.
        return respondSvg(walletLogoOf(wallet.name) ?? renderImageSvg(`wallet:${key}`, wallet.name))
      })
    ),
    HttpRouter.get(
      "/public/getAssetImage/:key",
      Effect.gen(function* () {
        yield* requireProject(state)
        const key = yield* routeParam("key")
        // A network's image id answers with its real logo; any other id with drawn initials.
        return respondSvg(networkLogos.get(key) ?? renderImageSvg(`asset:${key}`, key))
      })
    ),
    HttpRouter.get("/public/getCurrencyImage/:key", keyedImage(state, "currency")),
    HttpRouter.get(
      "/public/getTokenImage/:key",
      Effect.gen(function* () {
        yield* requireProject(state)
        const key = yield* routeParam("key")
        // A token symbol with a real icon answers with it; any other key with drawn initials.
        return respondSvg(tokenLogoOf(key) ?? renderImageSvg(`token:${key}`, key))
      })
    )
  )
