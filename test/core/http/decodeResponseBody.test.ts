import { describe, expect, it } from "@effect/vitest"
import { Effect, Schema } from "effect"
import { decodeResponseBody } from "../../../core/http/decodeResponseBody.js"

const Chains = Schema.Struct({ http: Schema.Array(Schema.String), ws: Schema.Array(Schema.String) })

describe("decodeResponseBody", () => {
  it.effect("decodes a JSON body with the schema", () =>
    Effect.gen(function* () {
      expect(yield* decodeResponseBody("u", Chains, '{"http":["eip155:1"],"ws":[],"extra":1}')).toEqual({ http: ["eip155:1"], ws: [] })
    }))

  it.effect("reports a wrong shape with the path of the issue", () =>
    Effect.gen(function* () {
      const error = yield* Effect.flip(decodeResponseBody("https://x/v1/supported-chains", Chains, '{"http":"eip155:1","ws":[]}'))
      expect(error._tag).toBe("ResponseDecodeError")
      expect(error.url).toBe("https://x/v1/supported-chains")
      expect(error.issue).toContain('["http"]')
      expect(error.issue).toContain("Expected ReadonlyArray<string>")
    }))

  it.effect("reports a body that is not JSON, and reads an empty body as nothing", () =>
    Effect.gen(function* () {
      const error = yield* Effect.flip(decodeResponseBody("u", Chains, "<html>"))
      expect(error.issue).toMatch(/^The body is not JSON: /)
      expect(yield* decodeResponseBody("u", Schema.Unknown, "")).toBeUndefined()
      expect((yield* Effect.flip(decodeResponseBody("u", Chains, " ")))._tag).toBe("ResponseDecodeError")
    }))
})
