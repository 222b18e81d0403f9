/**
 * The analytics sink, `POST /e` (WIRE §3): the body is JSON whatever its content type says
 * (browsers label it text/plain), decoded as a track or telemetry event and kept for tests.
 */
import * as HttpRouter from "@effect/platform/HttpRouter"
import * as HttpServerRequest from "@effect/platform/HttpServerRequest"
import { Effect, Either, ParseResult, Schema } from "effect"
import type { CatalogueState } from "./CatalogueState.js"
import { recordEvent } from "./CatalogueState.js"
import { isOriginAllowed } from "./ProjectConfig.js"
import { requireProject } from "./requireProject.js"
import { badRequest, RequestRejected } from "./RequestRejected.js"
import { respondJson } from "./respond.js"
import { AnalyticsEventBody } from "./wire.js"

/** The text the hosted service refuses an origin off the allowlist with (the client maps it to an alert). */
export const ORIGIN_NOT_ALLOWED_MESSAGE = "Unauthorized: origin not allowed"

const EmptyResponse = Schema.Struct({})

const parseJson = (text: string): Either.Either<unknown, RequestRejected> =>
  Either.try({
    try: () => JSON.parse(text) as unknown,
    catch: () => badRequest("the body is not valid JSON")
  })

const decodeEvent = (json: unknown): Either.Either<AnalyticsEventBody, RequestRejected> =>
  Schema.decodeUnknownEither(AnalyticsEventBody)(json).pipe(
    Either.mapLeft((error) => badRequest(`the body is not an analytics event: ${ParseResult.TreeFormatter.formatErrorSync(error)}`))
  )

export const analyticsRoutes = (state: CatalogueState) =>
  HttpRouter.empty.pipe(
    HttpRouter.post(
      "/e",
      Effect.gen(function* () {
        const { project, params } = yield* requireProject(state)
        const request = yield* HttpServerRequest.HttpServerRequest
        // Browsers send Origin on cross-origin POSTs; other callers (node, curl) are not checked.
        const origin = request.headers["origin"]
        if (origin !== undefined && !isOriginAllowed(project.allowedOrigins, origin)) {
          return yield* Effect.fail(new RequestRejected({ status: 403, message: ORIGIN_NOT_ALLOWED_MESSAGE }))
        }
        const text = yield* Effect.mapError(request.text, () => badRequest("the body could not be read"))
        const body = yield* Either.flatMap(parseJson(text), decodeEvent)
        yield* recordEvent(state, {
          projectId: project.projectId,
          sdkType: params.get("st") ?? undefined,
          sdkVersion: params.get("sv") ?? undefined,
          origin,
          body
        })
        return yield* respondJson(EmptyResponse, {})
      })
    )
  )
