import { Chunk, Effect, MutableRef } from "effect"
import { LogBuffer } from "../services/LogBuffer.js"

/** The retained log lines, oldest first. */
export const readLogs: Effect.Effect<ReadonlyArray<string>, never, LogBuffer> = Effect.flatMap(LogBuffer, (buffer) =>
  Effect.sync(() => Chunk.toReadonlyArray(MutableRef.get(buffer.contents).lines))
)

/** The retained lines as one text, a line per row, as a user would export them. */
export const exportLogs: Effect.Effect<string, never, LogBuffer> = Effect.map(readLogs, (lines) => lines.join("\n"))
