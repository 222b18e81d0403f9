import type { Layer } from "effect"
import { makeBufferLogger } from "../core/logging/makeBufferLogger.js"
import type { LogBuffer } from "../core/services/LogBuffer.js"
import { makeLogLayer } from "./LogLive.js"
import type { LogOptions } from "./LogLive.js"

/** Replaces the default logger with the buffer alone: tests read the lines, the console stays quiet. */
export const layer = (options: LogOptions = {}): Layer.Layer<LogBuffer> => makeLogLayer(options, makeBufferLogger)
