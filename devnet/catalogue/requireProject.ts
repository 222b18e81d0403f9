/** The check every endpoint makes first: a `projectId` query naming a known project. */
import * as HttpServerRequest from "@effect/platform/HttpServerRequest"
import { Effect, Option } from "effect"
import type { CatalogueState } from "./CatalogueState.js"
import { findProject } from "./CatalogueState.js"
import type { ProjectConfig } from "./ProjectConfig.js"
import { badRequest, INVALID_KEY_MESSAGE, RequestRejected } from "./RequestRejected.js"

/** The query of the current request; a path that is not a valid URL path is the client's fault. */
export const searchParams = Effect.flatMap(HttpServerRequest.HttpServerRequest, (request) =>
  Effect.try({
    try: () => new URL(request.url, "http://127.0.0.1").searchParams,
    catch: () => badRequest("malformed request URL")
  })
)

export const requireProject = (
  state: CatalogueState
): Effect.Effect<
  { readonly project: ProjectConfig; readonly params: URLSearchParams },
  RequestRejected,
  HttpServerRequest.HttpServerRequest
> =>
  Effect.gen(function* () {
    const params = yield* searchParams
    const projectId = params.get("projectId")
    if (projectId === null || projectId.trim() === "") {
      return yield* Effect.fail(badRequest("projectId is required"))
    }
    const project = yield* findProject(state, projectId)
    if (Option.isNone(project)) {
      return yield* Effect.fail(new RequestRejected({ status: 403, message: INVALID_KEY_MESSAGE }))
    }
    return { project: project.value, params }
  })
