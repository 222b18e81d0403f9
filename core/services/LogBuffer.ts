import { Context } from "effect"
import type { Chunk, MutableRef } from "effect"

/** The retained log lines, oldest first, and their total size in UTF-8 bytes. */
export interface LogLines {
  readonly lines: Chunk.Chunk<string>
  readonly bytes: number
}

/**
 * The in-memory log of one modal instance, kept so it can be read back or exported. A
 * `MutableRef` because an Effect `Logger` writes synchronously from inside the logging fiber;
 * only `core/logging` writes it.
 */
export class LogBuffer extends Context.Tag("doorway/LogBuffer")<
  LogBuffer,
  {
    readonly contents: MutableRef.MutableRef<LogLines>
    /** The most UTF-8 bytes the buffer holds; the oldest lines go first when it is over. */
    readonly maxBytes: number
  }
>() {}
