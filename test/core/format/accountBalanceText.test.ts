import { describe, expect, it } from "vitest"
import { mainnet, polygon } from "doorway/networks"
import { accountBalanceText } from "../../../core/format/accountBalanceText.js"

describe("accountBalanceText", () => {
  it("shows the balance to 2 decimals with its symbol", () => {
    expect(accountBalanceText("10000.123456", "ETH", mainnet)).toBe("10,000.12 ETH")
    expect(accountBalanceText("0.00", "ETH", mainnet)).toBe("0.00 ETH")
  })

  it("takes the network's currency when the account names none, and 0.00 before any read", () => {
    expect(accountBalanceText("1.5", undefined, polygon)).toBe(`1.50 ${polygon.nativeCurrency.symbol}`)
    expect(accountBalanceText(undefined, undefined, mainnet)).toBe("0.00 ETH")
    expect(accountBalanceText(undefined, undefined, undefined)).toBe("0.00")
  })
})
