import { describe, expect, it } from "@effect/vitest"
import { Effect, Ref } from "effect"
import type { AppKitOptions } from "../../../core/config/AppKitOptions.js"
import { BASIC_REMOTE_FEATURES, DEFAULT_REMOTE_FEATURES } from "../../../core/config/defaults.js"
import { fetchRemoteFeatures } from "../../../core/config/fetchRemoteFeatures.js"
import { Alerts } from "../../../core/services/Alerts.js"
import { Features } from "../../../core/services/Features.js"
import { testEnv } from "../router/testEnv.js"
import type { Answer } from "./scriptedApiClient.js"
import { scriptedApiClient } from "./scriptedApiClient.js"

const alert = Effect.flatMap(Alerts, (alerts) => Ref.get(alerts.alert))
const stored = Effect.flatMap(Features, (features) => Ref.get(features.state))

/** Runs fetchRemoteFeatures against one answer of the config endpoint. */
const run = (answer: Answer, options: Partial<AppKitOptions> = {}) => {
  const api = scriptedApiClient({ "catalogue /appkit/v1/config": answer })
  return Effect.gen(function* () {
    const features = yield* fetchRemoteFeatures
    expect(yield* stored).toEqual(features)
    return { features, alert: yield* alert, calls: api.calls }
  }).pipe(Effect.provide(testEnv(options, api.layer)))
}

const entries = (...features: ReadonlyArray<{ id: string; isEnabled: boolean; config: ReadonlyArray<string> | null }>) => ({
  status: 200,
  body: { features }
})

const host = { features: { email: false, socials: ["github"], swaps: false, onramp: true, history: false } } as const

describe("fetchRemoteFeatures", () => {
  it.effect("asks the catalogue service for the project configuration", () =>
    Effect.gen(function* () {
      const { calls } = yield* run(entries())
      expect(calls).toEqual([{ service: "catalogue", path: "/appkit/v1/config" }])
    }))

  it.effect("a failed request uses the defaults when the host set nothing", () =>
    Effect.gen(function* () {
      for (const answer of [{ status: 500 }, { unreachable: true }, { status: 200, body: "not json" }] as const) {
        const { features, alert } = yield* run(answer)
        expect(features).toEqual(DEFAULT_REMOTE_FEATURES)
        expect(alert.open).toBe(false)
      }
    }))

  it.effect("a failed request or an answer without features uses the host's options", () =>
    Effect.gen(function* () {
      for (const answer of [{ status: 503 }, { status: 200, body: {} }, { status: 200, body: { features: null } }] as const) {
        const { features, alert } = yield* run(answer, host)
        expect(features).toEqual({
          email: false,
          socials: ["github"],
          swaps: false,
          onramp: ["meld"],
          activity: false,
          reownBranding: true,
          multiWallet: false
        })
        expect(alert.open).toBe(false)
      }
    }))

  it.effect("an entry with config null defers to the host's option, else the default", () =>
    Effect.gen(function* () {
      const all = entries(
        { id: "social_login", isEnabled: false, config: null },
        { id: "swap", isEnabled: false, config: null },
        { id: "onramp", isEnabled: false, config: null },
        { id: "activity", isEnabled: false, config: null },
        { id: "reown_branding", isEnabled: false, config: null },
        { id: "multi_wallet", isEnabled: true, config: null }
      )
      expect((yield* run(all, host)).features).toEqual({
        email: false,
        socials: ["github"],
        swaps: false,
        onramp: ["meld"],
        activity: false,
        reownBranding: true,
        multiWallet: false
      })
      expect((yield* run(all)).features).toEqual(DEFAULT_REMOTE_FEATURES)
    }))

  it.effect("a missing entry turns its feature off", () =>
    Effect.gen(function* () {
      const { features, alert } = yield* run(entries({ id: "swap", isEnabled: true, config: null }), host)
      expect(features).toEqual({ ...BASIC_REMOTE_FEATURES, swaps: false })
      expect(alert.open).toBe(false)
      expect((yield* run(entries({ id: "swap", isEnabled: true, config: null }))).features).toEqual({ ...BASIC_REMOTE_FEATURES, swaps: ["1inch"] })
    }))

  it.effect("an entry with a list decides the feature", () =>
    Effect.gen(function* () {
      const { features } = yield* run(
        entries(
          { id: "social_login", isEnabled: true, config: ["email", "google", "x", "farcaster"] },
          { id: "swap", isEnabled: true, config: ["1inch"] },
          { id: "onramp", isEnabled: true, config: [] },
          { id: "activity", isEnabled: true, config: [] },
          { id: "reown_branding", isEnabled: false, config: [] },
          { id: "multi_wallet", isEnabled: true, config: [] }
        )
      )
      expect(features).toEqual({
        email: true,
        socials: ["google", "x", "farcaster"],
        swaps: ["1inch"],
        onramp: false,
        activity: true,
        reownBranding: false,
        multiWallet: true
      })
    }))

  it.effect("social login: disabled turns both off; email alone leaves an empty socials list", () =>
    Effect.gen(function* () {
      const disabled = yield* run(entries({ id: "social_login", isEnabled: false, config: ["email", "google"] }))
      expect(disabled.features).toMatchObject({ email: false, socials: false })
      const emailOnly = yield* run(entries({ id: "social_login", isEnabled: true, config: ["email"] }))
      expect(emailOnly.features).toMatchObject({ email: true, socials: [] })
    }))

  it.effect("a host option replaced by a list raises a warning naming it", () =>
    Effect.gen(function* () {
      const { features, alert } = yield* run(
        entries(
          { id: "social_login", isEnabled: true, config: ["google"] },
          { id: "swap", isEnabled: false, config: ["1inch"] },
          { id: "onramp", isEnabled: true, config: null },
          { id: "activity", isEnabled: true, config: [] }
        ),
        host
      )
      expect(features).toMatchObject({ email: false, socials: ["google"], swaps: false, onramp: ["meld"], activity: true })
      expect(alert).toMatchObject({
        open: true,
        variant: "warning",
        message: "Local configuration ignored: features.email, features.socials, features.swaps, features.history"
      })
    }))

  it.effect("no warning when the host set none of the replaced options", () =>
    Effect.gen(function* () {
      const { alert } = yield* run(entries({ id: "social_login", isEnabled: true, config: ["google"] }))
      expect(alert.open).toBe(false)
    }))

  it.effect("a feature id the client does not know is skipped, and an entry without a list is off", () =>
    Effect.gen(function* () {
      const { features } = yield* run({
        status: 200,
        body: { features: [{ id: "dark_mode", isEnabled: true, config: [] }, { id: "activity", isEnabled: true }, { id: "swap", isEnabled: true, config: ["1inch"] }] }
      })
      expect(features).toMatchObject({ activity: false, swaps: ["1inch"] })
    }))

  it.effect("basic mode turns every remote feature off without asking", () =>
    Effect.gen(function* () {
      const { features, calls } = yield* run(entries({ id: "swap", isEnabled: true, config: ["1inch"] }), { basic: true })
      expect(features).toEqual(BASIC_REMOTE_FEATURES)
      expect(calls).toEqual([])
    }))

  it.effect("before the fetch, the Features state holds the local resolution", () =>
    Effect.gen(function* () {
      expect(yield* stored).toMatchObject({ email: false, socials: ["github"], multiWallet: false })
    }).pipe(Effect.provide(testEnv(host))))
})
