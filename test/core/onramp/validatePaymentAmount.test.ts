/**
 * The payment amount against the payment method's limits (SPEC §9: card 10.00 to 7500.00, bank
 * account (ACH) 10.00 to 25000.00), both ends included, each error worded by the catalogue.
 */
import { describe, expect, it } from "@effect/vitest"
import { Either } from "effect"
import { messageOf } from "../../../core/errors/catalogue.js"
import { validatePaymentAmount } from "../../../core/onramp/validatePaymentAmount.js"
import { USD, GBP } from "./onrampTestEnv.js"

const check = (amount: string | undefined, method = "card", currency = USD) =>
  Either.match(validatePaymentAmount(amount, currency, method), { onLeft: messageOf, onRight: (value) => `ok ${value}` })

describe("validatePaymentAmount", () => {
  it("card: 9.99 is refused, 10.00 and 7500.00 are taken, 7500.01 is refused", () => {
    const range = "The amount must be between 10.00 and 7500.00 USD"
    expect(check("9.99")).toBe(range)
    expect(check("10")).toBe("ok 10")
    expect(check("10.00")).toBe("ok 10.00")
    expect(check("7500.00")).toBe("ok 7500.00")
    expect(check("7500.01")).toBe(range)
  })

  it("bank account (ACH): up to 25000.00, not 25000.01", () => {
    expect(check("25000.00", "ach_bank_account")).toBe("ok 25000.00")
    expect(check("25000.01", "ach_bank_account")).toBe("The amount must be between 10.00 and 25000.00 USD")
    expect(check("7500.01", "ach_bank_account")).toBe("ok 7500.01")
  })

  it("a method the currency does not have: its first method's limits", () => {
    expect(check("19.99", "card", GBP)).toBe("The amount must be between 20.00 and 15000.00 GBP")
    expect(check("20", "card", GBP)).toBe("ok 20")
  })

  it("nothing typed, or not a decimal of at most two places", () => {
    expect(check(undefined)).toBe("An amount is required")
    expect(check("  ")).toBe("An amount is required")
    for (const typed of ["abc", "1,000", "-10", "10.001", "1e3", ".5", "10."]) {
      expect(check(typed), typed).toBe("Enter an amount such as 100 or 100.50")
    }
    expect(check(" 100.5 ")).toBe("ok 100.5")
  })

  it("a currency without limits takes any decimal", () => {
    expect(check("0.01", "card", { id: "JPY", payment_method_limits: [] })).toBe("ok 0.01")
  })
})
