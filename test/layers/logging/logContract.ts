import { describe, expect, it } from "@effect/vitest"
import { Effect, FiberRef, MutableRef, TestClock } from "effect"
import type { Layer } from "effect"
import { clearLogs } from "../../../core/logging/clearLogs.js"
import { exportLogs, readLogs } from "../../../core/logging/readLogs.js"
import { utf8ByteLength } from "../../../core/logging/utf8.js"
import { LogBuffer } from "../../../core/services/LogBuffer.js"
import type { LogOptions } from "../../../layers/LogLive.js"

const logAtEveryLevel = Effect.gen(function* () {
  yield* Effect.logTrace("trace line")
  yield* Effect.logDebug("debug line")
  yield* Effect.logInfo("info line")
  yield* Effect.logWarning("warn line")
  yield* Effect.logError("error line")
  yield* Effect.logFatal("fatal line")
})

/** Messages of the retained lines (the text after time and level). */
const messages = Effect.map(readLogs, (lines) => lines.map((line) => line.split(" ").slice(2).join(" ")))

/** What every log layer must do: filter by level, keep the lines, cap the buffer, oldest first. */
export const logContract = (name: string, makeLayer: (options?: LogOptions) => Layer.Layer<LogBuffer>) =>
  describe(`${name} (log contract)`, () => {
    it.effect("keeps only error and fatal lines by default", () =>
      Effect.gen(function* () {
        yield* logAtEveryLevel
        expect(yield* messages).toEqual(["error line", "fatal line"])
      }).pipe(Effect.provide(makeLayer())))

    it.effect("takes the minimum level from the options", () =>
      Effect.gen(function* () {
        yield* logAtEveryLevel
        expect(yield* messages).toEqual(["debug line", "info line", "warn line", "error line", "fatal line"])
      }).pipe(Effect.provide(makeLayer({ level: "debug" }))))

    it.effect("keeps nothing when silent", () =>
      Effect.gen(function* () {
        yield* logAtEveryLevel
        expect(yield* readLogs).toEqual([])
      }).pipe(Effect.provide(makeLayer({ level: "silent" }))))

    it.effect("falls back to error for an unknown level", () =>
      Effect.gen(function* () {
        yield* logAtEveryLevel
        expect(yield* messages).toEqual(["error line", "fatal line"])
      }).pipe(Effect.provide(makeLayer({ level: "loud" }))))

    it.effect("stamps each line with the clock's time and the level", () =>
      Effect.gen(function* () {
        yield* TestClock.adjust("90 seconds")
        yield* Effect.logError("first").pipe(Effect.annotateLogs("service", "analytics"))
        yield* TestClock.adjust("1500 millis")
        yield* Effect.logWarning("second")
        expect(yield* readLogs).toEqual([
          "1970-01-01T00:01:30.000Z ERROR first service=analytics",
          "1970-01-01T00:01:31.500Z WARN second"
        ])
        expect(yield* exportLogs).toBe(
          "1970-01-01T00:01:30.000Z ERROR first service=analytics\n1970-01-01T00:01:31.500Z WARN second"
        )
      }).pipe(Effect.provide(makeLayer({ level: "warn" }))))

    it.effect("never holds more than the byte cap and drops the oldest lines first", () =>
      Effect.gen(function* () {
        const buffer = yield* LogBuffer
        expect(buffer.maxBytes).toBe(1_024_000)
        // each message is 1,000 bytes of 2-byte characters plus a numbered prefix
        const written = 1_100
        for (let index = 0; index < written; index++) {
          yield* Effect.logError(`#${index} ${"é".repeat(500)}`)
          expect(MutableRef.get(buffer.contents).bytes).toBeLessThanOrEqual(1_024_000)
        }
        const lines = yield* readLogs
        const total = lines.reduce((sum, line) => sum + utf8ByteLength(line), 0)
        expect(total).toBe(MutableRef.get(buffer.contents).bytes)
        expect(total).toBeLessThanOrEqual(1_024_000)
        // the retained lines are the newest ones, contiguous and in order
        const numbers = lines.map((line) => Number(line.split(" ")[2]?.slice(1)))
        const first = numbers[0] ?? -1
        expect(first).toBeGreaterThan(0)
        expect(numbers).toEqual(Array.from({ length: written - first }, (_, index) => first + index))
        // one more line of the same size would not have fitted
        expect(total + utf8ByteLength(lines[0] ?? "")).toBeGreaterThan(1_024_000)
      }).pipe(Effect.provide(makeLayer())))

    // Each line is the 24-character time, a space, "ERROR", a space and the message: 31 bytes + message.
    const logLineOf = (bytes: number, mark: string) => Effect.logError(`${mark}${"x".repeat(bytes - 31 - mark.length)}`)

    it.effect("keeps lines that fill exactly 1,024,000 bytes", () =>
      Effect.gen(function* () {
        for (let index = 0; index < 1_024; index++) yield* logLineOf(1_000, `#${index} `)
        const lines = yield* readLogs
        expect(lines.length).toBe(1_024)
        expect(lines.reduce((sum, line) => sum + utf8ByteLength(line), 0)).toBe(1_024_000)
        expect(MutableRef.get((yield* LogBuffer).contents).bytes).toBe(1_024_000)
      }).pipe(Effect.provide(makeLayer())))

    it.effect("drops the oldest line once the lines come to 1,024,001 bytes", () =>
      Effect.gen(function* () {
        for (let index = 0; index < 1_023; index++) yield* logLineOf(1_000, `#${index} `)
        yield* logLineOf(1_001, "#last ")
        const lines = yield* readLogs
        expect(lines.length).toBe(1_023)
        expect(lines[0]?.split(" ")[2]).toBe("#1")
        expect(MutableRef.get((yield* LogBuffer).contents).bytes).toBe(1_023_001)
      }).pipe(Effect.provide(makeLayer())))

    it.effect("clears", () =>
      Effect.gen(function* () {
        yield* Effect.logError("gone")
        yield* clearLogs
        expect(yield* readLogs).toEqual([])
        yield* Effect.logError("kept")
        expect(yield* messages).toEqual(["kept"])
      }).pipe(Effect.provide(makeLayer())))

    it.effect("gives each layer instance its own buffer", () =>
      Effect.gen(function* () {
        yield* Effect.logError("in the first").pipe(Effect.provide(makeLayer()))
        const second = yield* Effect.gen(function* () {
          yield* Effect.logError("in the second")
          return yield* messages
        }).pipe(Effect.provide(makeLayer()))
        expect(second).toEqual(["in the second"])
      }))
    it.effect("leaves the loggers and the level as they were once its scope closes", () =>
      Effect.gen(function* () {
        const loggers = yield* FiberRef.get(FiberRef.currentLoggers)
        const level = yield* FiberRef.get(FiberRef.currentMinimumLogLevel)
        const inside = yield* FiberRef.get(FiberRef.currentMinimumLogLevel).pipe(Effect.provide(makeLayer({ level: "trace" })))
        expect(inside._tag).toBe("Trace")
        expect(yield* FiberRef.get(FiberRef.currentLoggers)).toBe(loggers)
        expect((yield* FiberRef.get(FiberRef.currentMinimumLogLevel))._tag).toBe(level._tag)
      }))
  })
