/**
 * The project check of the data service: GETs and most POSTs carry `projectId` in the query; the
 * fungible-price POST carries it in its body. Missing → 400, unknown → 403 with the hosted text.
 */
import type * as HttpServerRequest from "@effect/platform/HttpServerRequest"
import { Effect } from "effect"
import { badRequest, INVALID_KEY_MESSAGE, RequestRejected } from "../catalogue/RequestRejected.js"
import { searchParams } from "../catalogue/requireProject.js"
import type { DataContext } from "./DataContext.js"

/** Refuses a missing or unknown project id. */
export const checkProjectId = (ctx: DataContext, projectId: unknown): Effect.Effect<void, RequestRejected> => {
  if (typeof projectId !== "string" || projectId.trim() === "") return Effect.fail(badRequest("projectId is required"))
  if (!ctx.projects.isKnown(projectId)) return Effect.fail(new RequestRejected({ status: 403, message: INVALID_KEY_MESSAGE }))
  return Effect.void
}

/** Checks the query's `projectId` and hands back the whole query. */
export const requireProject = (
  ctx: DataContext
): Effect.Effect<URLSearchParams, RequestRejected, HttpServerRequest.HttpServerRequest> =>
  Effect.flatMap(searchParams, (params) => Effect.as(checkProjectId(ctx, params.get("projectId")), params))
