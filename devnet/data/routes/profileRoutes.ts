/**
 * Account names (WIRE §1.2 profile rows, bodies §1.3): lookups by name and by address,
 * suggestions while typing, and registration of `<label>.reown.id` with a signed message. Name
 * refusals use the profile error body; a bad project key stays the plain `{message}`.
 */
import * as HttpRouter from "@effect/platform/HttpRouter"
import type * as HttpServerResponse from "@effect/platform/HttpServerResponse"
import { Clock, Effect, Either, Schema } from "effect"
import { NameSuggestionsResponse, Profile, RegisterNameRequest, ReverseLookupResponse } from "../../../schemas/Names.js"
import { respondJson } from "../../catalogue/respond.js"
import { plainAddressOf } from "../convert/parseCaip.js"
import { decodePathParam } from "../chainLookup.js"
import type { RouteGroup } from "../DataContext.js"
import { MAIN_ZONE, ZONES, accountNameOf, labelOf } from "../profile/nameRules.js"
import { ProfileRefused, badField, respondProfileRefused } from "../profile/ProfileRefused.js"
import { registerName } from "../profile/registerName.js"
import { suggestNames } from "../profile/suggestNames.js"
import { readJsonBody } from "../readJsonBody.js"
import { requireProject } from "../requireProject.js"

/** Answered on success: the hosted API's answer is untyped, the client only looks at the status. */
const RegisterNameResponse = Schema.Struct({ success: Schema.Literal(true) })

const routeParam = (name: string) => Effect.flatMap(HttpRouter.params, (params) => decodePathParam(params[name]))

const answeringRefusals = <E, R>(handler: Effect.Effect<HttpServerResponse.HttpServerResponse, E | ProfileRefused, R>) =>
  Effect.catchIf(handler, (error): error is ProfileRefused => error instanceof ProfileRefused, (refused) =>
    Effect.succeed(respondProfileRefused(refused))
  )

export const profileRoutes: RouteGroup = (ctx) =>
  HttpRouter.empty.pipe(
    HttpRouter.get(
      "/v1/profile/account/:name",
      answeringRefusals(
        Effect.gen(function* () {
          yield* requireProject(ctx)
          const { name } = yield* accountNameOf("name", yield* routeParam("name"))
          const profile = ctx.names.byName(name)
          if (profile === undefined) {
            return yield* Effect.fail(new ProfileRefused({ status: 404, field: "name", description: `${name} is not registered` }))
          }
          return yield* respondJson(Profile, profile)
        })
      )
    ),
    HttpRouter.get(
      "/v1/profile/reverse/:address",
      answeringRefusals(
        Effect.gen(function* () {
          const params = yield* requireProject(ctx)
          const raw = yield* routeParam("address")
          const address = yield* plainAddressOf("address", raw).pipe(Either.mapLeft(() => badField("address", `"${raw}" is not an EVM address`)))
          const profiles = ctx.names.byAddress(address)
          // Before API version 2 "no names" was a 404; version 2 answers an empty list.
          if (profiles.length === 0 && params.get("apiVersion") !== "2") {
            return yield* Effect.fail(new ProfileRefused({ status: 404, field: "address", description: `${address} has no names` }))
          }
          return yield* respondJson(ReverseLookupResponse, profiles)
        })
      )
    ),
    HttpRouter.get(
      "/v1/profile/suggestions/:name",
      answeringRefusals(
        Effect.gen(function* () {
          const params = yield* requireProject(ctx)
          const zone = params.get("zone") ?? MAIN_ZONE
          if (!ZONES.includes(zone)) return yield* Effect.fail(badField("zone", `"${zone}" is not a name zone`))
          const typed = (yield* routeParam("name")).trim().toLowerCase()
          const label = yield* labelOf("name", typed.endsWith(`.${zone}`) ? typed.slice(0, -(zone.length + 1)) : typed)
          return yield* respondJson(NameSuggestionsResponse, { suggestions: suggestNames(ctx.names, label, zone) })
        })
      )
    ),
    HttpRouter.post(
      "/v1/profile/account",
      answeringRefusals(
        Effect.gen(function* () {
          const request = yield* readJsonBody(RegisterNameRequest)
          const now = yield* Clock.currentTimeMillis
          yield* registerName(ctx, request, Math.floor(now / 1000))
          return yield* respondJson(RegisterNameResponse, { success: true as const })
        })
      )
    )
  )
