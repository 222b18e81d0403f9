import { describe, expect, it } from "@effect/vitest"
import { Effect, Ref } from "effect"
import { EvmAdapter } from "doorway-connect/adapters"
import { mainnet, polygon, solana } from "doorway-connect/networks"
import { validateOptions } from "../../../core/config/validateOptions.js"
import { messageOf } from "../../../core/errors/catalogue.js"
import { Alerts } from "../../../core/services/Alerts.js"
import { Options } from "../../../core/services/Options.js"
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

  it.effect("the SPEC §9 defaults of emailShowWallets, legalCheckbox and collapseWallets pass", () =>
    Effect.gen(function* () {
      yield* validateOptions
      expect((yield* alert).open).toBe(false)
    }).pipe(Effect.provide(testEnv({ features: { emailShowWallets: true, legalCheckbox: false, collapseWallets: false } }))))

  it.effect("their other values, which AppKit's hosts set, pass too: Connect follows them", () =>
    Effect.gen(function* () {
      yield* validateOptions
      expect((yield* alert).open).toBe(false)
      expect((yield* Options).features).toMatchObject({ emailShowWallets: false, legalCheckbox: true, collapseWallets: true })
    }).pipe(Effect.provide(testEnv({ features: { emailShowWallets: false, legalCheckbox: true, collapseWallets: true } }))))
})
