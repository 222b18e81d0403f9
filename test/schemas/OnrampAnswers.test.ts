/**
 * The on-ramp answers as the client reads them: the service's shapes decode; an answer a program
 * could not use (an amount or limit that is not a decimal, a minimum above its maximum, a checkout
 * link that is not an http(s) URL) is refused whole, with a message that names the fault.
 */
import { describe, expect, it } from "vitest"
import { OnrampCheckoutUrl, OnrampOptionsAnswer, OnrampQuoteAnswer, OnrampUrlAnswer, scaledDecimal } from "../../schemas/index.js"
import { accepts, decodeOk, rejectionMessages } from "./messages.js"

const limits = [
  { id: "card", min: "10.00", max: "7500.00" },
  { id: "ach_bank_account", min: "10.00", max: "25000.00" }
]
const options = {
  paymentCurrencies: [{ id: "USD", payment_method_limits: limits }],
  purchaseCurrencies: [
    { id: "USDC", name: "USD Coin", symbol: "USDC", networks: [{ name: "ethereum-mainnet", display_name: "Ethereum", chain_id: "1", contract_address: "0xA0b8" }] }
  ]
}
const amount = (value: string) => ({ amount: value, currency: "USD" })
const quote = { networkFee: amount("2.00"), paymentSubtotal: amount("98.00"), paymentTotal: amount("100.00"), purchaseAmount: { amount: "98", currency: "USDC" }, quoteId: "q" }

describe("OnrampOptionsAnswer", () => {
  it("decodes the service's lists, and empty ones", () => {
    expect(decodeOk(OnrampOptionsAnswer, options)).toEqual(options)
    expect(decodeOk(OnrampOptionsAnswer, { paymentCurrencies: [], purchaseCurrencies: [] })).toEqual({ paymentCurrencies: [], purchaseCurrencies: [] })
  })

  it("refuses limits that are not decimals, a minimum above its maximum, and currencies without an id or symbol", () => {
    const withLimit = (limit: unknown) => ({ ...options, paymentCurrencies: [{ id: "USD", payment_method_limits: [limit] }] })
    expect(rejectionMessages(OnrampOptionsAnswer, withLimit({ id: "card", min: "ten", max: "7500.00" }))).toEqual([
      "Expected a decimal amount such as 10 or 7500.00"
    ])
    expect(rejectionMessages(OnrampOptionsAnswer, withLimit({ id: "card", min: "7500.01", max: "7500.00" }))).toEqual([
      "card: the minimum 7500.01 is above the maximum 7500.00"
    ])
    // Equal ends are one amount, which is allowed.
    expect(accepts(OnrampOptionsAnswer, withLimit({ id: "card", min: "10", max: "10.00" }))).toBe(true)
    for (const limit of [{ id: "card", min: "-1", max: "10" }, { id: "card", min: "1e3", max: "7500" }, { id: "", min: "1", max: "2" }, { id: "card", min: 10, max: 20 }]) {
      expect(accepts(OnrampOptionsAnswer, withLimit(limit)), JSON.stringify(limit)).toBe(false)
    }
    expect(accepts(OnrampOptionsAnswer, { ...options, purchaseCurrencies: [{ ...options.purchaseCurrencies[0], symbol: "" }] })).toBe(false)
    expect(accepts(OnrampOptionsAnswer, { ...options, paymentCurrencies: [{ id: "", payment_method_limits: limits }] })).toBe(false)
    expect(accepts(OnrampOptionsAnswer, { paymentCurrencies: options.paymentCurrencies })).toBe(false)
  })
})

describe("OnrampQuoteAnswer", () => {
  it("decodes a quote; refuses amounts that are not decimals and missing fields", () => {
    expect(decodeOk(OnrampQuoteAnswer, quote)).toEqual(quote)
    expect(rejectionMessages(OnrampQuoteAnswer, { ...quote, purchaseAmount: { amount: "-98", currency: "USDC" } })).toEqual([
      "Expected a decimal amount such as 10 or 7500.00"
    ])
    for (const broken of [
      { ...quote, networkFee: { amount: 2, currency: "USD" } },
      { ...quote, paymentTotal: { amount: "100.00", currency: "" } },
      { ...quote, quoteId: undefined },
      { ...quote, purchaseAmount: undefined },
      null
    ]) {
      expect(accepts(OnrampQuoteAnswer, broken), JSON.stringify(broken)).toBe(false)
    }
  })
})

describe("OnrampUrlAnswer", () => {
  it("takes an absolute http(s) link, nothing else", () => {
    expect(decodeOk(OnrampUrlAnswer, { url: "http://127.0.0.1:4000/onramp/checkout?session=s" })).toEqual({ url: "http://127.0.0.1:4000/onramp/checkout?session=s" })
    expect(accepts(OnrampCheckoutUrl, "https://meldcrypto.com/?a=b")).toBe(true)
    expect(rejectionMessages(OnrampUrlAnswer, { url: "javascript:alert(1)" })).toEqual(["Expected an http(s) URL"])
    for (const url of ["data:text/html,hi", "/onramp/checkout", "", "ftp://example.com/", 42]) {
      expect(accepts(OnrampUrlAnswer, { url }), String(url)).toBe(false)
    }
  })
})

describe("scaledDecimal", () => {
  it("compares decimals exactly at the limits' boundaries", () => {
    expect(scaledDecimal("7500.00") === scaledDecimal("7500")).toBe(true)
    expect(scaledDecimal("7500.01") > scaledDecimal("7500.00")).toBe(true)
    expect(scaledDecimal("9.99") < scaledDecimal("10.00")).toBe(true)
    expect(scaledDecimal("0.000000000000000001")).toBe(1n)
  })
})
