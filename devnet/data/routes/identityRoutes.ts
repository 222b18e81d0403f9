/**
 * `GET /v1/identity/{address}` (WIRE §1.3): the first name registered for the address with this
 * service and that name's avatar; nulls when it has none.
 */
import * as HttpRouter from "@effect/platform/HttpRouter"
import { Effect } from "effect"
import { IdentityResponse } from "../../../schemas/BlockchainApi.js"
import { respondJson } from "../../catalogue/respond.js"
import type { RouteGroup } from "../DataContext.js"
import { decodePathParam, requireAddress } from "../chainLookup.js"
import { requireProject } from "../requireProject.js"

export const identityRoutes: RouteGroup = (ctx) =>
  HttpRouter.empty.pipe(
    HttpRouter.get(
      "/v1/identity/:address",
      Effect.gen(function* () {
        yield* requireProject(ctx)
        const raw = yield* Effect.flatMap(HttpRouter.params, (params) => decodePathParam(params["address"]))
        const address = yield* requireAddress(raw, { evm: true, solana: true })
        const profile = ctx.names.byAddress(address)[0]
        const avatar = profile?.attributes.find((attribute) => attribute.avatar !== undefined)?.avatar
        return yield* respondJson(IdentityResponse, { name: profile?.name ?? null, avatar: avatar ?? null })
      })
    )
  )
