import { describe, expect, it } from "vitest"
import { retryAtOf } from "../../../core/http/retryAfter.js"

const NOW = Date.UTC(2026, 0, 1, 12, 0, 0)

describe("retryAtOf (Retry-After, RFC 9110 §10.2.3)", () => {
  it("a delay in whole seconds counts from now", () => {
    expect(retryAtOf("30", NOW)).toBe(NOW + 30_000)
    expect(retryAtOf(" 0 ", NOW)).toBe(NOW)
  })

  it("an HTTP date is that time; one already past is now", () => {
    expect(retryAtOf("Thu, 01 Jan 2026 12:01:30 GMT", NOW)).toBe(NOW + 90_000)
    expect(retryAtOf("Wed, 31 Dec 2025 23:59:59 GMT", NOW)).toBe(NOW)
  })

  it("absent, empty, negative, fractional or unreadable: no time, the caller's own rule decides", () => {
    for (const header of [null, undefined, "", "-5", "1.5", "soon"]) expect(retryAtOf(header, NOW)).toBeUndefined()
  })
})
