import { Effect, Layer, Logger } from "effect"
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
 * A fresh buffer, the default logger replaced by `toLogger(buffer)`, and the minimum level. Built
 * in sequence on purpose: logger and level layers built in parallel (`Layer.merge`) leave their
 * settings behind after the scope that provided them closes.
 */
export const makeLogLayer = (
  options: LogOptions,
  toLogger: (buffer: LogBuffer["Type"]) => Logger.Logger<unknown, void>
): Layer.Layer<LogBuffer> =>
  Logger.minimumLogLevel(logLevelFromOption(options.level)).pipe(
    Layer.provideMerge(Logger.replaceEffect(Logger.defaultLogger, Effect.map(LogBuffer, toLogger))),
    Layer.provideMerge(Layer.effect(LogBuffer, makeLogBuffer))
  )

/** Writes each entry to the console method of its level (`console.error`, `console.warn`, …). */
const consoleMirror = Logger.withLeveledConsole(Logger.make(formatLogLine))

/** Replaces the default logger: entries at or above the configured level go to the buffer and the console. */
export const layer = (options: LogOptions = {}): Layer.Layer<LogBuffer> =>
  makeLogLayer(options, (buffer) => Logger.zipLeft(makeBufferLogger(buffer), consoleMirror))
