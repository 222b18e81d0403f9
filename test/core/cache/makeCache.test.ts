import { describe, expect, it } from "@effect/vitest"
import { Effect, Option, TestClock } from "effect"
import { NOTES_KEY, logLines, noteCache, notesEnv, storedNotes, storedText } from "./noteCache.js"

const note = (text: string) => ({ text })
const stamped = (text: string, timestamp: number) => ({ text, timestamp })

describe("makeCache entries", () => {
  it.effect("keeps each entry under its own id: writing one leaves the others", () =>
    Effect.gen(function* () {
      yield* noteCache.set("a", note("first"))
      yield* TestClock.adjust(1_000)
      yield* noteCache.set("b", note("second"))
      yield* noteCache.set("c", note("third"))
      expect(yield* noteCache.get("a")).toEqual(Option.some(stamped("first", 0)))
      expect(yield* noteCache.get("b")).toEqual(Option.some(stamped("second", 1_000)))
      expect(yield* noteCache.get("c")).toEqual(Option.some(stamped("third", 1_000)))
      expect(yield* storedNotes).toEqual(
        Option.some({ a: stamped("first", 0), b: stamped("second", 1_000), c: stamped("third", 1_000) })
      )
    }).pipe(Effect.provide(notesEnv())))

  it.effect("a rewrite replaces the entry and its time, and only that entry", () =>
    Effect.gen(function* () {
      yield* noteCache.set("a", note("first"))
      yield* noteCache.set("b", note("second"))
      yield* TestClock.adjust(2_000)
      yield* noteCache.set("a", note("again"))
      expect(yield* storedNotes).toEqual(Option.some({ a: stamped("again", 2_000), b: stamped("second", 0) }))
    }).pipe(Effect.provide(notesEnv())))

  it.effect("an entry is fresh the instant it is written", () =>
    Effect.gen(function* () {
      yield* TestClock.adjust(5_000)
      yield* noteCache.set("a", note("now"))
      expect(yield* noteCache.get("a")).toEqual(Option.some(stamped("now", 5_000)))
      expect(yield* noteCache.find(() => true)).toEqual(Option.some(stamped("now", 5_000)))
    }).pipe(Effect.provide(notesEnv())))
})

describe("makeCache lifetime (30 s in these tests)", () => {
  it.effect("get hits at 29,999 ms and misses at 30,000 ms", () =>
    Effect.gen(function* () {
      yield* noteCache.set("a", note("first"))
      yield* TestClock.adjust(29_999)
      expect(yield* noteCache.get("a")).toEqual(Option.some(stamped("first", 0)))
      yield* TestClock.adjust(1)
      expect(yield* noteCache.get("a")).toEqual(Option.none())
    }).pipe(Effect.provide(notesEnv())))

  it.effect("a miss on an expired entry drops every expired entry and keeps the fresh ones", () =>
    Effect.gen(function* () {
      yield* noteCache.set("a", note("old"))
      yield* noteCache.set("b", note("old too"))
      yield* TestClock.adjust(10_000)
      yield* noteCache.set("c", note("young"))
      yield* TestClock.adjust(20_000)
      expect(yield* noteCache.get("a")).toEqual(Option.none())
      expect(yield* storedNotes).toEqual(Option.some({ c: stamped("young", 10_000) }))
    }).pipe(Effect.provide(notesEnv())))

  it.effect("a hit writes nothing: expired entries beside it stay until a miss or a write", () =>
    Effect.gen(function* () {
      yield* noteCache.set("a", note("old"))
      yield* TestClock.adjust(10_000)
      yield* noteCache.set("b", note("young"))
      yield* TestClock.adjust(20_000)
      const before = yield* storedText
      expect(yield* noteCache.get("b")).toEqual(Option.some(stamped("young", 10_000)))
      expect(yield* storedText).toEqual(before)
    }).pipe(Effect.provide(notesEnv())))

  it.effect("find skips an entry from 30,000 ms on and takes one of 29,999 ms", () =>
    Effect.gen(function* () {
      yield* noteCache.set("a", note("match"))
      yield* TestClock.adjust(1)
      yield* noteCache.set("b", note("match"))
      yield* TestClock.adjust(29_999)
      expect(yield* noteCache.find((entry) => entry.text === "match")).toEqual(Option.some(stamped("match", 1)))
      yield* TestClock.adjust(1)
      expect(yield* noteCache.find((entry) => entry.text === "match")).toEqual(Option.none())
    }).pipe(Effect.provide(notesEnv())))

  it.effect("find answers the first fresh entry that matches, and none when none does", () =>
    Effect.gen(function* () {
      yield* noteCache.set("a", note("apple"))
      yield* noteCache.set("b", note("banana"))
      yield* noteCache.set("c", note("blueberry"))
      expect(yield* noteCache.find((entry) => entry.text.startsWith("b"))).toEqual(Option.some(stamped("banana", 0)))
      expect(yield* noteCache.find((entry) => entry.text === "cherry")).toEqual(Option.none())
    }).pipe(Effect.provide(notesEnv())))

  it.effect("find does not trust an entry stamped in the future", () =>
    Effect.gen(function* () {
      yield* TestClock.adjust(1_000)
      expect(yield* noteCache.find(() => true)).toEqual(Option.none())
    }).pipe(Effect.provide(notesEnv([[NOTES_KEY, JSON.stringify({ a: stamped("later", 1_001) })]]))))
})

describe("makeCache remove", () => {
  it.effect("removes the entry of its id and keeps the others", () =>
    Effect.gen(function* () {
      yield* noteCache.set("a", note("first"))
      yield* noteCache.set("b", note("second"))
      yield* noteCache.remove("a")
      expect(yield* noteCache.get("a")).toEqual(Option.none())
      expect(yield* noteCache.get("b")).toEqual(Option.some(stamped("second", 0)))
      expect(yield* storedNotes).toEqual(Option.some({ b: stamped("second", 0) }))
    }).pipe(Effect.provide(notesEnv())))

  it.effect("removing the last entry removes the key", () =>
    Effect.gen(function* () {
      yield* noteCache.set("a", note("only"))
      yield* noteCache.remove("a")
      expect(yield* storedText).toEqual(Option.none())
    }).pipe(Effect.provide(notesEnv())))

  // Nothing to remove, so the stored text is not rewritten (a rewrite would change its layout).
  const spacedOut = `{ "a": { "text": "kept", "timestamp": 0 } }`
  it.effect("removing an id with no entry, or one that names an object property, leaves the stored text as it was", () =>
    Effect.gen(function* () {
      yield* noteCache.remove("b")
      yield* noteCache.remove("toString")
      expect(yield* storedText).toEqual(Option.some(spacedOut))
    }).pipe(Effect.provide(notesEnv([[NOTES_KEY, spacedOut]]))))
})

describe("makeCache writes that fail", () => {
  it.effect("an entry the schema cannot encode is logged, not raised, and the stored map stays", () =>
    Effect.gen(function* () {
      yield* noteCache.set("a", note("kept"))
      yield* noteCache.set("b", note(""))
      expect(yield* storedNotes).toEqual(Option.some({ a: stamped("kept", 0) }))
      const lines = yield* logLines
      expect(lines).toHaveLength(1)
      expect(lines[0]).toMatch(/ WARN Cache @appkit\/ens_cache not written: [\s\S]*\["text"\][\s\S]*Expected a non empty string/)
    }).pipe(Effect.provide(notesEnv())))
})
