import { describe, expect, it } from "vitest"
import fc from "fast-check"
import { formatBalance } from "../../../core/format/formatBalance.js"

describe("formatBalance", () => {
  it("shows 2 decimals by default, rounded half up, thousands grouped", () => {
    expect(formatBalance("10000")).toBe("10,000.00")
    expect(formatBalance("9999.994999")).toBe("9,999.99")
    expect(formatBalance("9999.995")).toBe("10,000.00")
    expect(formatBalance("0.004")).toBe("0.00")
    expect(formatBalance("0.005")).toBe("0.01")
    expect(formatBalance("1.005")).toBe("1.01")
    expect(formatBalance("1234567.1")).toBe("1,234,567.10")
  })

  it("rounds long decimal strings exactly", () => {
    expect(formatBalance("10000.123456789012345678")).toBe("10,000.12")
    expect(formatBalance("123456789012345678901234.565")).toBe("123,456,789,012,345,678,901,234.57")
  })

  it("takes numbers too, including ones a double prints with an exponent", () => {
    expect(formatBalance(1.5)).toBe("1.50")
    expect(formatBalance(1e-7)).toBe("0.00")
    expect(formatBalance(2.5e21)).toBe("2,500,000,000,000,000,000,000.00")
  })

  it("uses the decimals asked for", () => {
    expect(formatBalance("1.23456", 3)).toBe("1.235")
    expect(formatBalance("1999.5", 0)).toBe("2,000")
  })

  it("shows zero for nothing or for text that is not a number", () => {
    expect(formatBalance(undefined)).toBe("0.00")
    expect(formatBalance("")).toBe("0.00")
    expect(formatBalance("abc")).toBe("0.00")
    expect(formatBalance(".")).toBe("0.00")
    expect(formatBalance(Number.NaN)).toBe("0.00")
    expect(formatBalance(".5")).toBe("0.50")
  })

  it("keeps the sign of a negative amount unless it rounds to zero", () => {
    expect(formatBalance("-1234.567")).toBe("-1,234.57")
    expect(formatBalance("-0.001")).toBe("0.00")
  })

  it("agrees with the en-US number format for any number with at most 6 decimals", () => {
    const format = new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 12 }), fc.integer({ min: 0, max: 999_999 }), (whole, micro) => {
        const text = `${whole}.${String(micro).padStart(6, "0")}`
        // The en-US format rounds the exact decimal half away from zero, as formatBalance does.
        expect(formatBalance(text)).toBe(format.format(text as unknown as number))
      })
    )
  })
})
