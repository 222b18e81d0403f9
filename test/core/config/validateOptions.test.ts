import { describe, expect, it } from "@effect/vitest"
import { Effect, Ref } from "effect"
import { EvmAdapter } from "doorway-connect/adapters"
import { mainnet, polygon, solana } from "doorway-connect/networks"
import type { FeaturesOptions } from "../../../core/config/AppKitOptions.js"
import { validateOptions } from "../../../core/config/validateOptions.js"
import { messageOf } from "../../../core/errors/catalogue.js"
import { Alerts } from "../../../core/services/Alerts.js"
import { siwxConfig, testEnv } from "../router/testEnv.js"

const alert = Effect.flatMap(Alerts, (alerts) => Ref.get(alerts.alert))

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

  it.effect("adapters that connect every network's family pass", () =>
    Effect.gen(function* () {
      yield* validateOptions
      expect((yield* alert).open).toBe(false)
    }).pipe(Effect.provide(testEnv({ networks: [mainnet, polygon], adapters: [new EvmAdapter()] }))))

  it.effect("adapters that leave a network's family out fail with NoAdapterForNetwork", () =>
    Effect.gen(function* () {
      const error = yield* Effect.flip(validateOptions)
      expect(error).toMatchObject({ _tag: "NoAdapterForNetwork", caipNetworkId: solana.caipNetworkId, adapters: ["eip155"] })
      // A configuration error for the developer, not an alert for the visitor.
      expect((yield* alert).open).toBe(false)
    }).pipe(Effect.provide(testEnv({ networks: [mainnet, solana], adapters: [new EvmAdapter()] }))))

  it.effect("both siweConfig and siwx fail with SiweAndSiwxBothSet", () =>
    Effect.gen(function* () {
      const error = yield* Effect.flip(validateOptions)
      expect(error._tag).toBe("SiweAndSiwxBothSet")
      expect(messageOf(error)).toBe("Cannot set both siweConfig and siwx options")
    }).pipe(Effect.provide(testEnv({ siweConfig, siwx: siwxConfig({ required: false }) }))))

  it.effect("the default values of emailShowWallets, legalCheckbox and collapseWallets pass", () =>
    Effect.gen(function* () {
      yield* validateOptions
      expect((yield* alert).open).toBe(false)
    }).pipe(Effect.provide(testEnv({ features: { emailShowWallets: true, legalCheckbox: false, collapseWallets: false } }))))

  it.effect("emailShowWallets false is a type error and fails with UnsupportedFeatureOption", () =>
    Effect.gen(function* () {
      const error = yield* Effect.flip(validateOptions)
      expect(error).toMatchObject({ _tag: "UnsupportedFeatureOption", feature: "emailShowWallets", value: false })
      expect(messageOf(error)).toBe("features.emailShowWallets is false, which the modal does not support: leave it out or set it to true")
      expect((yield* alert).open).toBe(false)
      // @ts-expect-error only the default (true) is offered
    }).pipe(Effect.provide(testEnv({ features: { emailShowWallets: false } }))))

  it.effect("legalCheckbox true is a type error and fails with UnsupportedFeatureOption", () =>
    Effect.gen(function* () {
      const error = yield* Effect.flip(validateOptions)
      expect(error).toMatchObject({ _tag: "UnsupportedFeatureOption", feature: "legalCheckbox", value: true })
      expect(messageOf(error)).toBe("features.legalCheckbox is true, which the modal does not support: leave it out or set it to false")
      // @ts-expect-error only the default (false) is offered
    }).pipe(Effect.provide(testEnv({ features: { legalCheckbox: true } }))))

  it.effect("collapseWallets true is a type error and fails with UnsupportedFeatureOption", () =>
    Effect.gen(function* () {
      const error = yield* Effect.flip(validateOptions)
      expect(error).toMatchObject({ _tag: "UnsupportedFeatureOption", feature: "collapseWallets", value: true })
      expect(messageOf(error)).toBe("features.collapseWallets is true, which the modal does not support: leave it out or set it to false")
      // @ts-expect-error only the default (false) is offered
    }).pipe(Effect.provide(testEnv({ features: { collapseWallets: true } }))))

  it.effect("a value of another type from unchecked code is refused too", () =>
    Effect.gen(function* () {
      const error = yield* Effect.flip(validateOptions)
      expect(error).toMatchObject({ _tag: "UnsupportedFeatureOption", feature: "collapseWallets", value: "yes" })
      expect(messageOf(error)).toBe('features.collapseWallets is "yes", which the modal does not support: leave it out or set it to false')
    }).pipe(Effect.provide(testEnv({ features: JSON.parse('{"collapseWallets":"yes"}') as FeaturesOptions }))))
})
