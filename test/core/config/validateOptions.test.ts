import { describe, expect, it } from "@effect/vitest"
import { Effect, SubscriptionRef } from "effect"
import { validateOptions } from "../../../core/config/validateOptions.js"
import { messageOf } from "../../../core/errors/catalogue.js"
import { Alerts } from "../../../core/services/Alerts.js"
import { siwxConfig, testEnv } from "../router/testEnv.js"

const alert = Effect.flatMap(Alerts, (alerts) => SubscriptionRef.get(alerts.alert))

const siweConfig = {
  getNonce: () => Promise.resolve("n"),
  createMessage: () => "m",
  methods: { getSession: () => Promise.resolve(null), verifyMessage: () => Promise.resolve(true), signOut: () => Promise.resolve(true) }
}

describe("validateOptions", () => {
  it.effect("accepts complete options without an alert", () =>
    Effect.gen(function* () {
      yield* validateOptions
      expect((yield* alert).open).toBe(false)
    }).pipe(Effect.provide(testEnv())))

  it.effect("a missing project id shows the Project ID Not Configured alert and does not fail", () =>
    Effect.gen(function* () {
      yield* validateOptions
      expect(yield* alert).toMatchObject({ open: true, variant: "error", message: "Project ID Not Configured" })
    }).pipe(Effect.provide(testEnv({ projectId: "" }))))

  it.effect("both siweConfig and siwx fail with SiweAndSiwxBothSet", () =>
    Effect.gen(function* () {
      const error = yield* Effect.flip(validateOptions)
      expect(error._tag).toBe("SiweAndSiwxBothSet")
      expect(messageOf(error)).toBe("Cannot set both siweConfig and siwx options")
    }).pipe(Effect.provide(testEnv({ siweConfig, siwx: siwxConfig({ required: false }) }))))
})
