/**
 * Valid samples of a schema as a fast-check 4 arbitrary. Effect builds its arbitraries with its
 * own fast-check 3 copy, whose arbitraries cannot run under fast-check 4; each value is drawn from
 * the fast-check 3 arbitrary with a seed that fast-check 4 generates (so runs replay by seed).
 */
import { Arbitrary, FastCheck } from "effect"
import type { Schema } from "effect"
import fc from "fast-check"

// Small values keep a few hundred runs per schema fast; shape coverage matters here, not size.
FastCheck.configureGlobal({ baseSize: "xsmall" })

const built = new WeakMap<object, FastCheck.Arbitrary<unknown>>()

/** Building an arbitrary for a large union takes a while: build each schema's once. */
const legacyArbitrary = <A, I>(schema: Schema.Schema<A, I, never>): FastCheck.Arbitrary<A> => {
  const cached = built.get(schema)
  if (cached !== undefined) return cached as FastCheck.Arbitrary<A>
  const made = Arbitrary.make(schema)
  built.set(schema, made)
  return made
}

export const validSamples = <A, I>(schema: Schema.Schema<A, I, never>): fc.Arbitrary<A> => {
  const legacy = legacyArbitrary(schema)
  return fc.noShrink(fc.integer()).map((seed) => {
    const [value] = FastCheck.sample(legacy, { seed, numRuns: 1 })
    return value as A
  })
}
