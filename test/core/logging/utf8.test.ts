import { describe, expect, it } from "@effect/vitest"
import fc from "fast-check"
import { truncateUtf8, utf8ByteLength } from "../../../core/logging/utf8.js"

const encoded = (text: string) => new TextEncoder().encode(text).length

describe("utf8ByteLength", () => {
  it("counts 1, 2, 3 and 4 byte code points", () => {
    expect(utf8ByteLength("")).toBe(0)
    expect(utf8ByteLength("a")).toBe(1)
    expect(utf8ByteLength("é")).toBe(2)
    expect(utf8ByteLength("€")).toBe(3)
    expect(utf8ByteLength("🦊")).toBe(4)
    expect(utf8ByteLength("a€🦊")).toBe(8)
  })

  it("counts a lone surrogate as its replacement character", () => {
    expect(utf8ByteLength("\ud83e")).toBe(3)
    expect(utf8ByteLength("\udd8a x")).toBe(5)
  })

  it("agrees with an encoder on any string", () => {
    fc.assert(fc.property(fc.string({ unit: "binary" }), (text) => utf8ByteLength(text) === encoded(text)))
    fc.assert(fc.property(fc.string({ unit: "grapheme-composite" }), (text) => utf8ByteLength(text) === encoded(text)))
  })
})

describe("truncateUtf8", () => {
  it("never splits a code point", () => {
    expect(truncateUtf8("a🦊b", 4)).toBe("a")
    expect(truncateUtf8("a🦊b", 5)).toBe("a🦊")
    expect(truncateUtf8("€€", 5)).toBe("€")
  })

  it("keeps the longest prefix that fits", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary" }), fc.nat({ max: 64 }), (text, max) => {
        const cut = truncateUtf8(text, max)
        expect(text.startsWith(cut)).toBe(true)
        expect(utf8ByteLength(cut)).toBeLessThanOrEqual(max)
        if (cut.length < text.length) {
          const next = text.codePointAt(cut.length) ?? 0
          expect(utf8ByteLength(cut + String.fromCodePoint(next))).toBeGreaterThan(max)
        }
      })
    )
  })
})
