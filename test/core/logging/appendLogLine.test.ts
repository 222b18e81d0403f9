import { describe, expect, it } from "@effect/vitest"
import { Chunk } from "effect"
import fc from "fast-check"
import { appendLogLine, emptyLogLines } from "../../../core/logging/appendLogLine.js"
import { truncateUtf8, utf8ByteLength } from "../../../core/logging/utf8.js"

const fill = (lines: ReadonlyArray<string>, max: number) =>
  lines.reduce((contents, line) => appendLogLine(contents, line, max), emptyLogLines)

describe("appendLogLine", () => {
  it("keeps every line while under the cap", () => {
    const contents = fill(["one", "two", "three"], 100)
    expect(Chunk.toReadonlyArray(contents.lines)).toEqual(["one", "two", "three"])
    expect(contents.bytes).toBe(11)
  })

  it("drops the oldest lines first when over the cap", () => {
    const contents = fill(["aaaa", "bbbb", "cccc", "dddd"], 10)
    expect(Chunk.toReadonlyArray(contents.lines)).toEqual(["cccc", "dddd"])
    expect(contents.bytes).toBe(8)
  })

  it("keeps a line that fills the cap exactly", () => {
    const contents = fill(["aa", "0123456789"], 10)
    expect(Chunk.toReadonlyArray(contents.lines)).toEqual(["0123456789"])
    expect(contents.bytes).toBe(10)
  })

  it("counts UTF-8 bytes, not UTF-16 units", () => {
    // "€" is one unit but three bytes: three of them and one more byte overflow 10 bytes
    const contents = fill(["€€€", "x", "y"], 10)
    expect(Chunk.toReadonlyArray(contents.lines)).toEqual(["x", "y"])
    expect(contents.bytes).toBe(2)
  })

  it("cuts a single line longer than the whole buffer to fit, keeping the newest line", () => {
    const contents = fill(["old", "€".repeat(10)], 10)
    expect(Chunk.toReadonlyArray(contents.lines)).toEqual(["€€€"])
    expect(contents.bytes).toBe(9)
  })

  it("keeps the longest suffix of what was written that fits, never over the cap", () => {
    fc.assert(
      fc.property(fc.array(fc.string({ unit: "binary", maxLength: 20 })), fc.integer({ min: 1, max: 60 }), (lines, max) => {
        const contents = fill(lines, max)
        const kept = Chunk.toReadonlyArray(contents.lines)
        const total = kept.reduce((sum, line) => sum + utf8ByteLength(line), 0)
        expect(contents.bytes).toBe(total)
        expect(total).toBeLessThanOrEqual(max)
        // the reference: each line cut to the cap, then the longest suffix within the cap
        const fitted = lines.map((line) => truncateUtf8(line, max))
        let start = fitted.length
        let bytes = 0
        while (start > 0 && bytes + utf8ByteLength(fitted[start - 1] ?? "") <= max) {
          start--
          bytes += utf8ByteLength(fitted[start] ?? "")
        }
        expect(kept).toEqual(fitted.slice(start))
      })
    )
  })
})
