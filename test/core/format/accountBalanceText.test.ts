import { describe, expect, expectTypeOf, it } from "vitest"
import { mainnet, polygon } from "doorway-connect/networks"
import { accountBalanceText } from "../../../core/format/accountBalanceText.js"

describe("accountBalanceText", () => {
  it("shows the balance to 2 decimals with its symbol", () => {
    expect(accountBalanceText("10000.123456", "ETH", mainnet)).toBe("10,000.12 ETH")
    expect(accountBalanceText("0.00", "ETH", mainnet)).toBe("0.00 ETH")
  })

  it("takes the network's currency when the account names none", () => {
    expect(accountBalanceText("1.5", undefined, polygon)).toBe(`1.50 ${polygon.nativeCurrency.symbol}`)
    expect(accountBalanceText("1.5", undefined, undefined)).toBe("1.50")
  })

  it("takes only a balance that was read: an unknown one has no line, not 0.00", () => {
    expectTypeOf(accountBalanceText).parameter(0).toEqualTypeOf<string>()
  })
})
