import { Effect } from "effect"
import { checkAllowedOrigins } from "./checkAllowedOrigins.js"
import { fetchRemoteFeatures } from "./fetchRemoteFeatures.js"
import { validateOptions } from "./validateOptions.js"

/**
 * What an instance does once its services exist (SPEC §4 initialization): check the options
 * (problems become alerts), load the remote features, then check the page's origin when email or
 * social login is on. `origin` is the page's; outside a browser there is none to check.
 */
export const initialize = (origin: string | undefined) =>
  Effect.gen(function* () {
    yield* validateOptions
    yield* fetchRemoteFeatures
    if (origin !== undefined) yield* checkAllowedOrigins(origin)
  }).pipe(
    Effect.catchAll((error) => Effect.logError(`The modal could not start: ${error._tag}`)),
    Effect.withSpan("initialize")
  )
