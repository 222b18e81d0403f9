import { Logger, MutableRef } from "effect"
import type { LogBuffer } from "../services/LogBuffer.js"
import { appendLogLine } from "./appendLogLine.js"
import { formatLogLine } from "./formatLogLine.js"

/** A Logger that appends each formatted entry to the buffer (the minimum level is applied before). */
export const makeBufferLogger = (buffer: LogBuffer["Type"]): Logger.Logger<unknown, void> =>
  Logger.make((options) => {
    const line = formatLogLine(options)
    MutableRef.update(buffer.contents, (contents) => appendLogLine(contents, line, buffer.maxBytes))
  })
