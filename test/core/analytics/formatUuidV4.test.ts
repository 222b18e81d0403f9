import { describe, expect, it } from "@effect/vitest"
import fc from "fast-check"
import { formatUuidV4 } from "../../../core/analytics/formatUuidV4.js"

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

describe("formatUuidV4", () => {
  it("sets the version and variant bits", () => {
    expect(formatUuidV4(new Uint8Array(16).fill(0xff))).toBe("ffffffff-ffff-4fff-bfff-ffffffffffff")
    expect(formatUuidV4(new Uint8Array(16))).toBe("00000000-0000-4000-8000-000000000000")
  })

  it("is a UUID v4 for any bytes, keeping the 122 random bits", () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 16, maxLength: 16 }), (bytes) => {
        const id = formatUuidV4(bytes)
        expect(id).toMatch(UUID_V4)
        const back = id.replaceAll("-", "").match(/../g)?.map((pair) => parseInt(pair, 16)) ?? []
        expect(back.filter((_, index) => index !== 6 && index !== 8)).toEqual(
          Array.from(bytes).filter((_, index) => index !== 6 && index !== 8)
        )
        expect((back[6] ?? 0) & 0x0f).toBe((bytes[6] ?? 0) & 0x0f)
        expect((back[8] ?? 0) & 0x3f).toBe((bytes[8] ?? 0) & 0x3f)
      })
    )
  })
})
