import { Effect, MutableRef } from "effect"
import { LOG_BUFFER_BYTES } from "../constants.js"
import type { LogBuffer } from "../services/LogBuffer.js"
import { emptyLogLines } from "./appendLogLine.js"

/** A fresh, empty buffer holding at most `LOG_BUFFER_BYTES`; one per modal instance. */
export const makeLogBuffer: Effect.Effect<LogBuffer["Type"]> = Effect.sync(() => ({
  contents: MutableRef.make(emptyLogLines),
  maxBytes: LOG_BUFFER_BYTES
}))
