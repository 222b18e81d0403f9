import { describe, expect, it } from "@effect/vitest"
import { Effect, Option, Tracer } from "effect"
import { NOTES_KEY, noteCache, notesEnv } from "./noteCache.js"

/** Runs `effect` under a tracer that keeps the name and `key` attribute of each `cache.` span it opens. */
const cacheSpansOf = <A, E, R>(effect: Effect.Effect<A, E, R>) =>
  Effect.gen(function* () {
    const base = yield* Effect.tracer
    const spans: Array<Tracer.Span> = []
    const recording = Tracer.make({
      span: (...args) => {
        const span = base.span(...args)
        spans.push(span)
        return span
      },
      context: (f, fiber) => base.context(f, fiber)
    })
    yield* Effect.withTracer(effect, recording)
    return spans.filter((span) => span.name.startsWith("cache.")).map((span) => ({ name: span.name, key: span.attributes.get("key") }))
  })

describe("makeCache tracing", () => {
  it.effect("get, set and find each open a span named after the operation, carrying the storage key", () =>
    Effect.gen(function* () {
      const spans = yield* cacheSpansOf(
        Effect.gen(function* () {
          yield* noteCache.set("a", { text: "traced" })
          expect(yield* noteCache.get("a")).toEqual(Option.some({ text: "traced", timestamp: 0 }))
          expect(yield* noteCache.find(() => true)).toEqual(Option.some({ text: "traced", timestamp: 0 }))
        })
      )
      expect(spans).toEqual([
        { name: "cache.set", key: NOTES_KEY },
        { name: "cache.get", key: NOTES_KEY },
        { name: "cache.find", key: NOTES_KEY }
      ])
    }).pipe(Effect.provide(notesEnv())))
})
