import { Chunk } from "effect"
import type { LogLines } from "../services/LogBuffer.js"
import { truncateUtf8, utf8ByteLength } from "./utf8.js"

export const emptyLogLines: LogLines = { lines: Chunk.empty(), bytes: 0 }

/**
 * Appends a line and drops the oldest lines until the total fits in `maxBytes` (UTF-8). A single
 * line larger than the whole buffer is cut to fit, so the newest line is always kept.
 */
export const appendLogLine = (contents: LogLines, line: string, maxBytes: number): LogLines => {
  const size = utf8ByteLength(line)
  const fitted = size > maxBytes ? truncateUtf8(line, maxBytes) : line
  let lines: Chunk.Chunk<string> = Chunk.append(contents.lines, fitted)
  let bytes = contents.bytes + (fitted === line ? size : utf8ByteLength(fitted))
  let drop = 0
  while (bytes > maxBytes) {
    bytes -= utf8ByteLength(Chunk.unsafeGet(lines, drop))
    drop++
  }
  if (drop > 0) lines = Chunk.drop(lines, drop)
  return { lines, bytes }
}
