import { describe, expect, it } from "@effect/vitest"
import { Effect, Ref } from "effect"
import { closeAlert } from "../../../core/alerts/closeAlert.js"
import { showAlert } from "../../../core/alerts/showAlert.js"
import {
  AppConfigServerError,
  LocalConfigurationIgnored,
  MultiWalletDisabled,
  OriginNotAllowed
} from "../../../core/errors/AlertErrors.js"
import { alertDescriptions } from "../../../core/errors/catalogue.js"
import { SignMessageFailed } from "../../../core/errors/AccountErrors.js"
import { Alerts } from "../../../core/services/Alerts.js"
import { testEnv } from "../router/testEnv.js"

const alert = Effect.flatMap(Alerts, (alerts) => Ref.get(alerts.alert))

describe("showAlert", () => {
  it.effect("shows an alert error with its catalogue text, description and the error variant", () =>
    Effect.gen(function* () {
      yield* showAlert(new OriginNotAllowed({ origin: "https://app.example" }))
      expect(yield* alert).toEqual({
        open: true,
        message: "Origin Not Allowed",
        description: alertDescriptions.OriginNotAllowed,
        variant: "error"
      })
    }).pipe(Effect.provide(testEnv())))

  it.effect("a disabled multi-wallet feature is an info alert", () =>
    Effect.gen(function* () {
      yield* showAlert(new MultiWalletDisabled())
      expect(yield* alert).toMatchObject({
        open: true,
        variant: "info",
        message: "Multi-wallet support is not enabled and must be enabled in the project configuration."
      })
    }).pipe(Effect.provide(testEnv())))

  it.effect("ignored local configuration is a warning naming the options", () =>
    Effect.gen(function* () {
      yield* showAlert(new LocalConfigurationIgnored({ features: ["features.email", "features.swaps"] }))
      expect(yield* alert).toMatchObject({
        open: true,
        variant: "warning",
        message: "Local configuration ignored: features.email, features.swaps"
      })
    }).pipe(Effect.provide(testEnv())))

  it.effect("any other error is an error alert; one outside the alert list has no description", () =>
    Effect.gen(function* () {
      yield* showAlert(new AppConfigServerError({ status: 503 }))
      expect(yield* alert).toMatchObject({ variant: "error", message: "Server Error", description: alertDescriptions.AppConfigServerError })
      yield* showAlert(new SignMessageFailed({}))
      expect(yield* alert).toEqual({ open: true, variant: "error", message: "Error signing message" })
    }).pipe(Effect.provide(testEnv())))

  it.effect("with debug off, alerts stay hidden", () =>
    Effect.gen(function* () {
      yield* showAlert(new OriginNotAllowed({}))
      expect((yield* alert).open).toBe(false)
    }).pipe(Effect.provide(testEnv({ debug: false }))))
})

describe("closeAlert", () => {
  it.effect("hides the alert and keeps its text", () =>
    Effect.gen(function* () {
      yield* showAlert(new OriginNotAllowed({}))
      yield* closeAlert
      expect(yield* alert).toMatchObject({ open: false, message: "Origin Not Allowed", variant: "error" })
    }).pipe(Effect.provide(testEnv())))
})
