import { describe, expect, it } from "@effect/vitest"
import { Effect } from "effect"
import { fetchAllowedOrigins } from "../../../core/config/fetchAllowedOrigins.js"
import type { Answer } from "./scriptedApiClient.js"
import { scriptedApiClient } from "./scriptedApiClient.js"

const run = (answer: Answer) => fetchAllowedOrigins.pipe(Effect.provide(scriptedApiClient({ "catalogue /projects/v1/origins": answer }).layer))

describe("fetchAllowedOrigins", () => {
  it.effect("returns the project's allowed origins; an empty list is a valid answer", () =>
    Effect.gen(function* () {
      expect(yield* run({ status: 200, body: { allowedOrigins: ["https://app.example.com", "https://*.example.org"] } })).toEqual([
        "https://app.example.com",
        "https://*.example.org"
      ])
      expect(yield* run({ status: 200, body: { allowedOrigins: [] } })).toEqual([])
    }))

  it.effect("asks the catalogue service", () =>
    Effect.gen(function* () {
      const api = scriptedApiClient({ "catalogue /projects/v1/origins": { status: 200, body: { allowedOrigins: [] } } })
      yield* fetchAllowedOrigins.pipe(Effect.provide(api.layer))
      expect(api.calls).toEqual([{ service: "catalogue", path: "/projects/v1/origins" }])
    }))

  it.effect("429 fails with AppConfigRateLimited", () =>
    Effect.gen(function* () {
      expect((yield* Effect.flip(run({ status: 429 })))._tag).toBe("AppConfigRateLimited")
    }))

  it.effect("500 to 599 fail with AppConfigServerError carrying the status", () =>
    Effect.gen(function* () {
      for (const status of [500, 502, 599]) {
        expect(yield* Effect.flip(run({ status }))).toMatchObject({ _tag: "AppConfigServerError", status })
      }
    }))

  it.effect("any other failure reads as an empty list", () =>
    Effect.gen(function* () {
      for (const answer of [{ status: 400 }, { status: 403 }, { status: 404 }, { status: 600 }, { unreachable: true }, { status: 200, body: { allowedOrigins: 42 } }] as const) {
        expect(yield* run(answer)).toEqual([])
      }
    }))

  it.effect("an answer without allowedOrigins fails with ProjectIdNotConfigured", () =>
    Effect.gen(function* () {
      expect((yield* Effect.flip(run({ status: 200, body: {} })))._tag).toBe("ProjectIdNotConfigured")
    }))
})
