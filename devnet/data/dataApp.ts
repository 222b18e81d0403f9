/**
 * The whole HTTP app of the data service: every route group, then one place where refusals
 * become `{message}` with their status. Every answer (errors and preflights too) allows any origin.
 */
import * as HttpMiddleware from "@effect/platform/HttpMiddleware"
import * as HttpRouter from "@effect/platform/HttpRouter"
import type * as HttpServerResponse from "@effect/platform/HttpServerResponse"
import { Cause, Effect, ParseResult } from "effect"
import { RequestRejected } from "../catalogue/RequestRejected.js"
import { respondMessage, respondRejected } from "../catalogue/respond.js"
import type { ChainClients } from "./chainClients.js"
import type { DataContext } from "./DataContext.js"
import { accountRoutes } from "./routes/accountRoutes.js"
import { bundlerRoutes } from "./routes/bundlerRoutes.js"
import { chainRoutes } from "./routes/chainRoutes.js"
import { convertRoutes } from "./routes/convertRoutes.js"
import { identityRoutes } from "./routes/identityRoutes.js"
import { onrampRoutes } from "./routes/onrampRoutes.js"
import { priceRoutes } from "./routes/priceRoutes.js"
import { profileRoutes } from "./routes/profileRoutes.js"
import { rpcProxyRoutes } from "./routes/rpcProxyRoutes.js"
import { sessionRoutes } from "./routes/sessionRoutes.js"
import type { SmartSessionStore } from "./SmartSessionStore.js"

const tagOf = (error: unknown): string | undefined =>
  typeof error === "object" && error !== null && "_tag" in error && typeof error._tag === "string" ? error._tag : undefined

/** The answer to a failed handler; `undefined` for a failure that is a bug (answered 500). */
const refusalOf = (error: unknown): HttpServerResponse.HttpServerResponse | undefined => {
  if (error instanceof RequestRejected) return respondRejected(error)
  if (ParseResult.isParseError(error)) return respondMessage(400, ParseResult.TreeFormatter.formatErrorSync(error))
  switch (tagOf(error)) {
    case "RouteNotFound":
      return respondMessage(404, "Not found")
    case "RequestError":
      return respondMessage(400, "the request could not be read")
    default:
      return undefined
  }
}

export const dataApp = (ctx: DataContext, stores: { readonly sessions: SmartSessionStore; readonly clients: ChainClients }) => {
  const router = HttpRouter.concatAll(
    chainRoutes(ctx),
    rpcProxyRoutes(ctx),
    bundlerRoutes(ctx),
    identityRoutes(ctx),
    accountRoutes(ctx, stores.clients),
    priceRoutes(ctx),
    sessionRoutes(ctx, stores.sessions),
    convertRoutes(ctx),
    profileRoutes(ctx),
    onrampRoutes(ctx)
  )
  return router.pipe(
    Effect.catchAll((error: unknown) => {
      const refusal = refusalOf(error)
      return refusal === undefined ? Effect.fail(error) : Effect.succeed(refusal)
    }),
    // A bug in a handler answers 500 and the server keeps serving; a client hanging up stays an interruption.
    Effect.catchAllCause((cause) =>
      Cause.isInterruptedOnly(cause)
        ? Effect.failCause(cause)
        : Effect.as(Effect.logError("data service handler failed", cause), respondMessage(500, "Internal error"))
    ),
    HttpMiddleware.cors({ allowedMethods: ["GET", "POST", "OPTIONS"], maxAge: 600 })
  )
}
