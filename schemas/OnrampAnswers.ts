/**
 * The on-ramp answers as the client reads them (WIRE §1.3 "On-ramp URL" to "On-ramp quote"): the
 * shapes of Onramp.ts, with every amount and limit a plain decimal, each limit's minimum at most
 * its maximum, and the checkout link an http(s) URL, so an answer a program could not use fails at
 * the edge instead of inside it.
 */
import { Schema } from "effect"
import { OnrampQuote, PaymentCurrency, PaymentMethodLimit, PurchaseCurrency } from "./Onramp.js"

/** A non-negative decimal as the on-ramp writes amounts: `10`, `7500.00`, `0.0325`. */
export const OnrampDecimal = Schema.String.pipe(
  Schema.pattern(/^[0-9]{1,18}(\.[0-9]{1,18})?$/, { message: () => "Expected a decimal amount such as 10 or 7500.00" })
).annotations({ identifier: "OnrampDecimal" })
export type OnrampDecimal = typeof OnrampDecimal.Type

/** A decimal as an integer scaled by 10^18, for exact comparisons. */
export const scaledDecimal = (value: OnrampDecimal): bigint => {
  const [whole = "0", fraction = ""] = value.split(".")
  return BigInt(whole) * 10n ** 18n + BigInt(fraction.padEnd(18, "0"))
}

const Code = Schema.String.pipe(Schema.minLength(1))

/** A payment method's limits: decimals, the minimum at most the maximum. */
export const PaymentMethodLimitAnswer = Schema.Struct({ ...PaymentMethodLimit.fields, id: Code, min: OnrampDecimal, max: OnrampDecimal })
  .pipe(Schema.filter((limit) => scaledDecimal(limit.min) <= scaledDecimal(limit.max) || `${limit.id}: the minimum ${limit.min} is above the maximum ${limit.max}`))
  .annotations({ identifier: "PaymentMethodLimitAnswer" })

export const PaymentCurrencyAnswer = Schema.Struct({
  ...PaymentCurrency.fields,
  id: Code,
  payment_method_limits: Schema.Array(PaymentMethodLimitAnswer)
}).annotations({ identifier: "PaymentCurrencyAnswer" })

export const PurchaseCurrencyAnswer = Schema.Struct({ ...PurchaseCurrency.fields, id: Code, symbol: Code }).annotations({
  identifier: "PurchaseCurrencyAnswer"
})

/** `GET /v1/onramp/options`. */
export const OnrampOptionsAnswer = Schema.Struct({
  paymentCurrencies: Schema.Array(PaymentCurrencyAnswer),
  purchaseCurrencies: Schema.Array(PurchaseCurrencyAnswer)
}).annotations({ identifier: "OnrampOptionsAnswer" })
export type OnrampOptionsAnswer = typeof OnrampOptionsAnswer.Type

const OnrampAmountAnswer = Schema.Struct({ amount: OnrampDecimal, currency: Code }).annotations({ identifier: "OnrampAmountAnswer" })

/** `POST /v1/onramp/quote`. */
export const OnrampQuoteAnswer = Schema.Struct({
  ...OnrampQuote.fields,
  networkFee: OnrampAmountAnswer,
  paymentSubtotal: OnrampAmountAnswer,
  paymentTotal: OnrampAmountAnswer,
  purchaseAmount: OnrampAmountAnswer
}).annotations({ identifier: "OnrampQuoteAnswer" })
export type OnrampQuoteAnswer = typeof OnrampQuoteAnswer.Type

const isWebUrl = (value: string): boolean => {
  try {
    const { protocol } = new URL(value)
    return protocol === "https:" || protocol === "http:"
  } catch {
    return false
  }
}

/** A checkout page's address: an absolute http(s) URL (never `javascript:` or `data:`). */
export const OnrampCheckoutUrl = Schema.String.pipe(
  Schema.filter((value) => isWebUrl(value) || "Expected an http(s) URL")
).annotations({ identifier: "OnrampCheckoutUrl" })

/** `POST /v1/generators/onrampurl`. */
export const OnrampUrlAnswer = Schema.Struct({ url: OnrampCheckoutUrl }).annotations({ identifier: "OnrampUrlAnswer" })
export type OnrampUrlAnswer = typeof OnrampUrlAnswer.Type
