import { Effect } from "effect"
import { AllowedOriginsResponse } from "../../schemas/CatalogueApi.js"
import { AppConfigRateLimited, AppConfigServerError, ProjectIdNotConfigured } from "../errors/AlertErrors.js"
import type { InvalidProjectId, OriginNotAllowed, SessionExpired } from "../errors/AlertErrors.js"
import type { ApiError } from "../services/ApiClient.js"
import { ApiClient } from "../services/ApiClient.js"

export const ALLOWED_ORIGINS_PATH = "/projects/v1/origins"

const TOO_MANY_REQUESTS = 429

/** The alerts a refusal of the project API can name (SPEC §8 provider strings). */
type ProviderAlert = OriginNotAllowed | SessionExpired | InvalidProjectId

/**
 * A refusal whose body names a configuration problem is that alert (SPEC §8 provider strings);
 * rate limiting and server errors are reported; any other failure reads as an empty list.
 */
const classify = (error: ApiError): Effect.Effect<ReadonlyArray<string>, AppConfigRateLimited | AppConfigServerError | ProviderAlert> => {
  if (error._tag === "HttpStatusError") {
    if (error.alert !== undefined) return Effect.fail(error.alert)
    if (error.status === TOO_MANY_REQUESTS) return Effect.fail(new AppConfigRateLimited())
    if (error.status >= 500 && error.status <= 599) return Effect.fail(new AppConfigServerError({ status: error.status }))
  }
  return Effect.succeed([])
}

/**
 * The origins the project may be embedded on (WIRE §2.4): exact origins or `*` patterns. An answer
 * without `allowedOrigins` means the project id is unknown to the project API.
 */
export const fetchAllowedOrigins: Effect.Effect<
  ReadonlyArray<string>,
  AppConfigRateLimited | AppConfigServerError | ProjectIdNotConfigured | ProviderAlert,
  ApiClient
> = Effect.gen(function* () {
  const api = yield* ApiClient
  const allowed = yield* api.get({ service: "catalogue", path: ALLOWED_ORIGINS_PATH, schema: AllowedOriginsResponse }).pipe(
    Effect.map((body) => body.allowedOrigins),
    Effect.catchAll(classify)
  )
  if (allowed === undefined) return yield* new ProjectIdNotConfigured()
  return allowed
}).pipe(Effect.withSpan("config.fetchAllowedOrigins"))
