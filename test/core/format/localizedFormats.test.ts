/**
 * Numbers, amounts, fiat values and dates in the modal's language through `Intl` (SPEC §9
 * localisation), with English as SPEC §9 writes it: 1,234.50, $1,234.50, "3 hr", "March 2025".
 */
import { describe, expect, it } from "vitest"
import { accountBalanceText } from "../../../core/format/accountBalanceText.js"
import { formatBalance } from "../../../core/format/formatBalance.js"
import { formatElapsed } from "../../../core/format/formatElapsed.js"
import { formatFiat } from "../../../core/format/formatFiat.js"
import { formatMonth } from "../../../core/format/formatMonth.js"
import { localizeDecimal } from "../../../core/format/localizeDecimal.js"

describe("amounts in a language", () => {
  it("keep English without a language, or with English", () => {
    expect(formatBalance("1234.5")).toBe("1,234.50")
    expect(formatBalance("1234.5", 2, "en")).toBe("1,234.50")
  })

  it("take the language's separators, rounded exactly first", () => {
    expect(formatBalance("1234.5", 2, "de")).toBe("1.234,50")
    expect(formatBalance("-0.005", 2, "de")).toBe("-0,01")
    expect(formatBalance("123456789012345678901.125", 2, "de")).toBe("123.456.789.012.345.678.901,13")
    expect(accountBalanceText("1000", "ETH", undefined, "de")).toBe("1.000,00 ETH")
  })

  it("write the digits the language uses", () => {
    // Arabic as used in Egypt writes Arabic-Indic digits.
    const digits = new Intl.NumberFormat("ar-EG").format(1)
    expect(localizeDecimal("1", "ar-EG")).toBe(digits)
  })
})

describe("fiat in a language", () => {
  it("is $1,234.50 in English and the language's currency format elsewhere", () => {
    expect(formatFiat(1234.5)).toBe("$1,234.50")
    expect(formatFiat(1234.5, "en")).toBe("$1,234.50")
    expect(formatFiat(1234.5, "de")).toBe(new Intl.NumberFormat("de", { style: "currency", currency: "USD", currencyDisplay: "narrowSymbol" }).format(1234.5))
    // Arabic's narrow sign is "US$": the plain "$" keeps the row's amounts from crowding out.
    expect(formatFiat(1234.5, "ar")).toBe(new Intl.NumberFormat("ar", { style: "currency", currency: "USD", currencyDisplay: "narrowSymbol" }).format(1234.5).replace("US$", "$"))
  })
})

describe("dates in a language", () => {
  const NOW = Date.UTC(2025, 2, 15, 12)
  it("count the same largest whole unit as the English labels", () => {
    const unit = (value: number, name: string) => new Intl.NumberFormat("de", { style: "unit", unit: name, unitDisplay: "short" }).format(value)
    expect(formatElapsed(NOW - 59_999, NOW, "de")).toBe(unit(59, "second"))
    expect(formatElapsed(NOW - 60_000, NOW, "de")).toBe(unit(1, "minute"))
    expect(formatElapsed(NOW - 86_399_999, NOW, "de")).toBe(unit(23, "hour"))
    expect(formatElapsed(NOW - 86_400_000, NOW, "de")).toBe(unit(1, "day"))
    expect(formatElapsed(NOW - 30 * 86_400_000, NOW, "de")).toBe(unit(1, "month"))
    expect(formatElapsed(NOW - 365 * 86_400_000, NOW, "de")).toBe(unit(1, "year"))
    expect(formatElapsed(NOW + 5_000, NOW, "de")).toBe(unit(0, "second"))
  })

  it("head a month of activity in the language, in UTC", () => {
    expect(formatMonth("2025", "2", "de")).toBe("März 2025")
    expect(formatMonth("2025", "0", "en")).toBe("January 2025")
  })
})
