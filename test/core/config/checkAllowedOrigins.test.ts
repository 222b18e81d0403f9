import { describe, expect, it } from "@effect/vitest"
import { Effect, Ref } from "effect"
import type { AppKitOptions } from "../../../core/config/AppKitOptions.js"
import { checkAllowedOrigins } from "../../../core/config/checkAllowedOrigins.js"
import { alertDescriptions } from "../../../core/errors/catalogue.js"
import { Alerts } from "../../../core/services/Alerts.js"
import { Features } from "../../../core/services/Features.js"
import { ALL_LOGIN_METHODS, testEnv } from "../router/testEnv.js"
import type { LoginMethod } from "../../../core/config/loginMethods.js"
import type { Answer } from "./scriptedApiClient.js"
import { scriptedApiClient } from "./scriptedApiClient.js"

const alert = Effect.flatMap(Alerts, (alerts) => Ref.get(alerts.alert))

/** Runs the check with the email and social login sections registered, unless told otherwise. */
const run = (
  origin: string,
  answer: Answer,
  options: Partial<AppKitOptions> = {},
  loginMethods: ReadonlyArray<LoginMethod> = ALL_LOGIN_METHODS
) => {
  const api = scriptedApiClient({ "catalogue /projects/v1/origins": answer })
  return Effect.gen(function* () {
    const outcome = yield* checkAllowedOrigins(origin)
    const kept = yield* Effect.flatMap(Features, (features) => Ref.get(features.originCheck))
    return { outcome, kept, alert: yield* alert, calls: api.calls }
  }).pipe(Effect.provide(testEnv(options, api.layer, undefined, loginMethods)))
}

const allowing = (...allowedOrigins: ReadonlyArray<string>): Answer => ({ status: 200, body: { allowedOrigins } })

describe("checkAllowedOrigins", () => {
  it.effect("today, with no email or social login section, is skipped without a request although both are on", () =>
    Effect.gen(function* () {
      const { outcome, calls, alert } = yield* run("https://other.site", allowing(), {}, [])
      expect(outcome._tag).toBe("Skipped")
      expect(calls).toEqual([])
      expect(alert.open).toBe(false)
    }))

  it.effect("runs for a login only once its section exists", () =>
    Effect.gen(function* () {
      const emailOnly = { features: { email: true, socials: false } } as const
      expect((yield* run("https://other.site", allowing(), emailOnly, ["social"])).outcome._tag).toBe("Skipped")
      expect((yield* run("https://other.site", allowing(), emailOnly, ["email"])).outcome._tag).toBe("Refused")
    }))

  it.effect("keeps each outcome for the instance's life (a frame that fails later is explained by it)", () =>
    Effect.gen(function* () {
      expect((yield* run("https://other.site", allowing(), {}, [])).kept).toEqual({ _tag: "Skipped" })
      expect((yield* run("https://app.example.com", allowing("https://app.example.com"))).kept).toEqual({ _tag: "Allowed" })
      expect((yield* run("https://other.site", allowing("https://app.example.com"))).kept).toMatchObject({
        _tag: "Refused",
        error: { _tag: "OriginNotAllowed", origin: "https://other.site" }
      })
      expect((yield* run("https://app.example.com", { status: 429 })).kept).toMatchObject({ _tag: "Refused", error: { _tag: "AppConfigRateLimited" } })
    }))

  it.effect("an allowed origin passes without an alert", () =>
    Effect.gen(function* () {
      const { outcome, alert } = yield* run("https://app.example.com", allowing("https://*.example.com"))
      expect(outcome._tag).toBe("Allowed")
      expect(alert.open).toBe(false)
    }))

  it.effect("an origin not in the list shows Origin Not Allowed", () =>
    Effect.gen(function* () {
      const { outcome, alert } = yield* run("https://other.site", allowing("https://app.example.com"))
      expect(outcome).toMatchObject({ _tag: "Refused", error: { _tag: "OriginNotAllowed", origin: "https://other.site" } })
      expect(alert).toEqual({
        open: true,
        variant: "error",
        message: "Origin Not Allowed",
        description: alertDescriptions.OriginNotAllowed
      })
    }))

  it.effect("rate limiting shows the Rate Limited alert", () =>
    Effect.gen(function* () {
      const { outcome, alert } = yield* run("https://app.example.com", { status: 429 })
      expect(outcome).toMatchObject({ _tag: "Refused", error: { _tag: "AppConfigRateLimited" } })
      expect(alert).toMatchObject({ open: true, message: "Rate Limited" })
    }))

  it.effect("a server error shows the Server Error alert", () =>
    Effect.gen(function* () {
      const { alert } = yield* run("https://app.example.com", { status: 502 })
      expect(alert).toMatchObject({ open: true, message: "Server Error" })
    }))

  it.effect("an answer without allowedOrigins shows Project ID Not Configured", () =>
    Effect.gen(function* () {
      const { alert } = yield* run("https://app.example.com", { status: 200, body: {} })
      expect(alert).toMatchObject({ open: true, message: "Project ID Not Configured" })
    }))

  it.effect("other failures leave only the local origins allowed", () =>
    Effect.gen(function* () {
      expect((yield* run("http://localhost:5173", { status: 404 })).outcome._tag).toBe("Allowed")
      const remote = yield* run("https://app.example.com", { unreachable: true })
      expect(remote.alert).toMatchObject({ open: true, message: "Origin Not Allowed" })
    }))

  it.effect("is skipped, without a request, when neither email nor socials is on", () =>
    Effect.gen(function* () {
      const { outcome, calls, alert } = yield* run("https://other.site", allowing(), { features: { email: false, socials: false } })
      expect(outcome._tag).toBe("Skipped")
      expect(calls).toEqual([])
      expect(alert.open).toBe(false)
    }))

  it.effect("runs when only socials are on, or only email", () =>
    Effect.gen(function* () {
      expect((yield* run("https://other.site", allowing(), { features: { email: false, socials: ["google"] } })).calls).toHaveLength(1)
      expect((yield* run("https://other.site", allowing(), { features: { email: true, socials: false } })).calls).toHaveLength(1)
      expect((yield* run("https://other.site", allowing(), { features: { email: false, socials: [] } })).outcome._tag).toBe("Skipped")
    }))
})
