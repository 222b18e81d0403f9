/**
 * The whole HTTP app: queued test failures first, then the routes; every refusal becomes a JSON
 * `{message}` with its status, and every answer (errors and preflights too) allows any origin.
 */
import * as HttpMiddleware from "@effect/platform/HttpMiddleware"
import * as HttpRouter from "@effect/platform/HttpRouter"
import * as HttpServerRequest from "@effect/platform/HttpServerRequest"
import { Cause, Effect, Option } from "effect"
import { analyticsRoutes } from "./analyticsRoutes.js"
import type { CatalogueState } from "./CatalogueState.js"
import { takeFailure } from "./CatalogueState.js"
import { projectRoutes } from "./projectRoutes.js"
import { respondMessage, respondRejected } from "./respond.js"
import type { AuthRoutesOptions } from "./siwx/authRoutes.js"
import { authRoutes } from "./siwx/authRoutes.js"
import type { SignInState } from "./siwx/SignInState.js"
import { walletRoutes } from "./walletRoutes.js"

const pathOf = (url: string): string => {
  const end = url.search(/[?#]/)
  return end === -1 ? url : url.slice(0, end)
}

export const catalogueApp = (state: CatalogueState, signIn: SignInState, signInOptions: AuthRoutesOptions) => {
  const router = HttpRouter.concatAll(
    walletRoutes(state),
    projectRoutes(state),
    analyticsRoutes(state),
    authRoutes(state, signIn, signInOptions)
  )
  return Effect.gen(function* () {
    const request = yield* HttpServerRequest.HttpServerRequest
    const injected = yield* takeFailure(state, pathOf(request.url))
    if (Option.isSome(injected)) {
      return respondMessage(injected.value, `Failure requested by a test (status ${injected.value})`)
    }
    return yield* router
  }).pipe(
    Effect.catchTags({
      RequestRejected: (rejected) => Effect.succeed(respondRejected(rejected)),
      RouteNotFound: () => Effect.succeed(respondMessage(404, "Not found"))
    }),
    // A bug in a handler answers 500 and the server keeps serving; a client hanging up stays an interruption.
    Effect.catchAllCause((cause) =>
      Cause.isInterruptedOnly(cause)
        ? Effect.failCause(cause)
        : Effect.as(Effect.logError("catalogue handler failed", cause), respondMessage(500, "Internal error"))
    ),
    HttpMiddleware.cors({ allowedMethods: ["GET", "POST", "PUT", "OPTIONS"], maxAge: 600 })
  )
}
