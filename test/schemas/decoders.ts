/**
 * Properties every wire decoder must keep: any input gives Right or Left(ParseError), never a
 * throw; malformed variants of valid messages are rejected the same way; valid values round-trip.
 * Each `*.decoders.test.ts` file runs them for one group of schemas.
 */
import { isDeepStrictEqual } from "node:util"
import { Either, ParseResult, Schema } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { validSamples } from "./arbitrary.js"
import { malformed } from "./malformed.js"
import type { Named } from "./wireSchemas.js"

const RUNS = { numRuns: 200 }

/** Wider than JSON: what `event.data` or a careless caller may hand a decoder. */
const hostile = fc.anything({
  withBigInt: true,
  withBoxedValues: true,
  withDate: true,
  withMap: true,
  withSet: true,
  withNullPrototype: true,
  withObjectString: true,
  withSparseArray: true,
  withTypedArray: true
})

/**
 * Decodes and checks the result has the promised shape; returns whether it was accepted.
 * Plain throws instead of `expect` keep thousands of runs cheap; fast-check reports them.
 */
export const decodeSafely = (schema: Schema.Schema<unknown, unknown, never>, input: unknown): boolean => {
  const result = Schema.decodeUnknownEither(schema)(input)
  if (Either.isRight(result)) return true
  if (!ParseResult.isParseError(result.left)) throw new Error("decoder failed with something other than a ParseError")
  // Formatting the error must not throw either: it is what a warning log prints.
  if (ParseResult.TreeFormatter.formatErrorSync(result.left).length === 0) throw new Error("empty error message")
  return false
}

/** True when JSON text carries the value unchanged (no NaN, ±Infinity, -0 or undefined inside). */
const jsonStable = (value: unknown): boolean => {
  const text = JSON.stringify(value)
  return text !== undefined && isDeepStrictEqual(JSON.parse(text), value)
}

export const describeDecoders = (group: string, schemas: ReadonlyArray<Named>) =>
  describe(`${group} decoders`, () => {
    it("never throw on arbitrary input", () => {
      let accepted = 0
      fc.assert(
        fc.property(hostile, (input) => {
          for (const [, schema] of schemas) if (decodeSafely(schema, input)) accepted++
        }),
        RUNS
      )
      // Random values are almost never valid messages.
      expect(accepted).toBeLessThan(schemas.length * RUNS.numRuns)
    })

    for (const [name, schema] of schemas) {
      describe(name, () => {
        const encode = Schema.encodeSync(schema)

        it("rejects malformed variants of valid messages without throwing", () => {
          let rejected = 0
          fc.assert(
            fc.property(malformed(validSamples(schema).map((a) => encode(a))), (input) => {
              if (!decodeSafely(schema, input)) rejected++
            }),
            RUNS
          )
          expect(rejected).toBeGreaterThan(0)
        })

        it("round-trips valid values", () => {
          fc.assert(
            fc.property(validSamples(schema), (value) => {
              const encoded = encode(value)
              const decoded = Schema.decodeUnknownEither(schema)(encoded)
              if (typeof encoded === "string") {
                // Text codecs go through JSON, which cannot carry NaN, Infinity or undefined.
                const text = Schema.encodeSync(Schema.typeSchema(schema))(value)
                if (jsonStable(text) && Either.isLeft(decoded)) throw new Error("a valid stored value failed to decode")
                return
              }
              if (Either.isLeft(decoded)) throw new Error(ParseResult.TreeFormatter.formatErrorSync(decoded.left))
              if (!isDeepStrictEqual(decoded.right, value)) throw new Error("decode(encode(x)) differs from x")
            }),
            RUNS
          )
        })
      })
    }
  })
