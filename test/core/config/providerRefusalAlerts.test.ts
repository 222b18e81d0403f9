/**
 * A hosted service's refusal strings in an HTTP error body (SPEC §8) are shown as the alert they
 * stand for, by the programs that receive them at start: the allowed-origins check and the
 * project configuration. 'Unauthorized: origin not allowed' is Origin Not Allowed, 'JWT
 * validation error: JWT Token is not yet valid' Session Expired, 'Unauthorized: invalid key'
 * Invalid Project ID. A refusal without such a string stays as before.
 */
import { describe, expect, it } from "@effect/vitest"
import { Effect, Ref } from "effect"
import { checkAllowedOrigins } from "../../../core/config/checkAllowedOrigins.js"
import { DEFAULT_REMOTE_FEATURES } from "../../../core/config/defaults.js"
import { fetchAllowedOrigins } from "../../../core/config/fetchAllowedOrigins.js"
import { fetchRemoteFeatures } from "../../../core/config/fetchRemoteFeatures.js"
import { alertDescriptions } from "../../../core/errors/catalogue.js"
import { Alerts } from "../../../core/services/Alerts.js"
import { ALL_LOGIN_METHODS, testEnv } from "../router/testEnv.js"
import { scriptedApiClient } from "./scriptedApiClient.js"

const alert = Effect.flatMap(Alerts, (alerts) => Ref.get(alerts.alert))

const refusals = [
  [{ error: "Unauthorized: origin not allowed" }, "OriginNotAllowed", "Origin Not Allowed"],
  [{ message: "JWT validation error: JWT Token is not yet valid" }, "SessionExpired", "Session Expired"],
  [{ message: "Unauthorized: invalid key" }, "InvalidProjectId", "Invalid Project ID"]
] as const

describe("provider refusal strings shown as alerts (SPEC §8)", () => {
  it.effect.each(refusals)("allowed origins answering 403 %j: the check fails with %s and shows '%s'", ([body, tag, headline]) => {
    const api = scriptedApiClient({ "catalogue /projects/v1/origins": { status: 403, body } })
    return Effect.gen(function* () {
      expect((yield* Effect.flip(fetchAllowedOrigins))._tag).toBe(tag)
      const outcome = yield* checkAllowedOrigins("https://app.example")
      expect(outcome._tag === "Refused" && outcome.error._tag).toBe(tag)
      expect(yield* alert).toEqual({ open: true, message: headline, description: alertDescriptions[tag], variant: "error" })
    }).pipe(Effect.provide(testEnv({}, api.layer, undefined, ALL_LOGIN_METHODS)))
  })

  it.effect.each(refusals)("project configuration answering 401 %j: the defaults apply and the %s alert shows", ([body, , headline]) => {
    const api = scriptedApiClient({ "catalogue /appkit/v1/config": { status: 401, body } })
    return Effect.gen(function* () {
      expect(yield* fetchRemoteFeatures).toEqual(DEFAULT_REMOTE_FEATURES)
      expect(yield* alert).toMatchObject({ open: true, message: headline, variant: "error" })
    }).pipe(Effect.provide(testEnv({}, api.layer)))
  })

  it.effect("a refusal without a provider string shows no alert from the configuration, and the origins read as none", () => {
    const api = scriptedApiClient({
      "catalogue /appkit/v1/config": { status: 403, body: { message: "Forbidden" } },
      "catalogue /projects/v1/origins": { status: 403, body: { message: "Forbidden" } }
    })
    return Effect.gen(function* () {
      yield* fetchRemoteFeatures
      expect((yield* alert).open).toBe(false)
      expect(yield* fetchAllowedOrigins).toEqual([])
    }).pipe(Effect.provide(testEnv({}, api.layer)))
  })
})
