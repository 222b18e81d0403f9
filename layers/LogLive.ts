import { Effect, FiberRef, HashSet, Layer, Logger } from "effect"
import type { Scope } from "effect"
import { formatLogLine } from "../core/logging/formatLogLine.js"
import { logLevelFromOption } from "../core/logging/logLevelFromOption.js"
import { makeBufferLogger } from "../core/logging/makeBufferLogger.js"
import { makeLogBuffer } from "../core/logging/makeLogBuffer.js"
import { LogBuffer } from "../core/services/LogBuffer.js"

export interface LogOptions {
  /** Minimum level (`fatal`, `error`, `warn`, `info`, `debug`, `trace`, `silent`); default `error`. */
  readonly level?: string | undefined
}

/**
 * A fresh buffer, the default logger replaced by `toLogger(buffer)`, and the minimum level, for as
 * long as the scope lasts: the services built after it in the same fiber (and the runtime built
 * from them) log through it. Set in sequence on purpose: logger and level layers built in parallel
 * (`Layer.merge`) leave their settings behind after the scope that provided them closes.
 */
export const makeLogging = (
  options: LogOptions,
  toLogger: (buffer: LogBuffer["Type"]) => Logger.Logger<unknown, void>
): Effect.Effect<LogBuffer["Type"], never, Scope.Scope> =>
  Effect.gen(function* () {
    const buffer = yield* makeLogBuffer
    yield* Effect.locallyScopedWith(FiberRef.currentLoggers, (loggers) =>
      HashSet.add(HashSet.remove(loggers, Logger.defaultLogger), toLogger(buffer))
    )
    yield* Effect.locallyScoped(FiberRef.currentMinimumLogLevel, logLevelFromOption(options.level))
    return buffer
  })

/** `makeLogging` as a layer. */
export const makeLogLayer = (
  options: LogOptions,
  toLogger: (buffer: LogBuffer["Type"]) => Logger.Logger<unknown, void>
): Layer.Layer<LogBuffer> => Layer.scoped(LogBuffer, makeLogging(options, toLogger))

/** Writes each entry to the console method of its level (`console.error`, `console.warn`, …). */
const consoleMirror = Logger.withLeveledConsole(Logger.make(formatLogLine))

/** The console and the buffer: entries at or above the configured level go to both. */
const bufferAndConsole = (buffer: LogBuffer["Type"]) => Logger.zipLeft(makeBufferLogger(buffer), consoleMirror)

/** Replaces the default logger with the buffer and the console, for as long as the scope lasts. */
export const make = (options: LogOptions = {}): Effect.Effect<LogBuffer["Type"], never, Scope.Scope> =>
  makeLogging(options, bufferAndConsole)

/** Replaces the default logger: entries at or above the configured level go to the buffer and the console. */
export const layer = (options: LogOptions = {}): Layer.Layer<LogBuffer> => makeLogLayer(options, bufferAndConsole)
