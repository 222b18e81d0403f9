import { Effect, MutableRef } from "effect"
import { LogBuffer } from "../services/LogBuffer.js"
import { emptyLogLines } from "./appendLogLine.js"

/** Empties the log buffer. */
export const clearLogs: Effect.Effect<void, never, LogBuffer> = Effect.flatMap(LogBuffer, (buffer) =>
  Effect.sync(() => MutableRef.set(buffer.contents, emptyLogLines))
)
