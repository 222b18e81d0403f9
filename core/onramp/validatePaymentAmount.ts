import { Either } from "effect"
import type { PaymentCurrency, PaymentMethodLimit } from "../../schemas/Onramp.js"
import { scaledDecimal } from "../../schemas/OnrampAnswers.js"
import { OnrampAmountInvalid, OnrampAmountOutOfRange, OnrampAmountRequired } from "./OnrampErrors.js"

/** A fiat amount as a person types it: whole units and at most two decimals. */
const FIAT_AMOUNT = /^[0-9]{1,12}(\.[0-9]{1,2})?$/
/** A limit as the options give it (decoded by OnrampAnswers, so always this form there). */
const LIMIT = /^[0-9]{1,18}(\.[0-9]{1,18})?$/

/** The limits of `method` for `currency`; the currency's first method's when it has no such method; none without any. */
export const limitOf = (currency: PaymentCurrency, method: string): PaymentMethodLimit | undefined =>
  currency.payment_method_limits.find((limit) => limit.id === method) ?? currency.payment_method_limits[0]

/**
 * The payment amount to ask a quote or a checkout for: the amount typed, trimmed, when it is a
 * decimal of at most two places within the payment method's limits (SPEC §9: card 10.00 to
 * 7500.00, bank account 10.00 to 25000.00), both ends included.
 */
export const validatePaymentAmount = (
  typed: string | undefined,
  currency: PaymentCurrency,
  method: string
): Either.Either<string, OnrampAmountRequired | OnrampAmountInvalid | OnrampAmountOutOfRange> => {
  const amount = (typed ?? "").trim()
  if (amount === "") return Either.left(new OnrampAmountRequired())
  if (!FIAT_AMOUNT.test(amount)) return Either.left(new OnrampAmountInvalid({ amount }))
  const limit = limitOf(currency, method)
  if (limit === undefined || !LIMIT.test(limit.min) || !LIMIT.test(limit.max)) return Either.right(amount)
  const value = scaledDecimal(amount)
  return value < scaledDecimal(limit.min) || value > scaledDecimal(limit.max)
    ? Either.left(new OnrampAmountOutOfRange({ min: limit.min, max: limit.max, currency: currency.id }))
    : Either.right(amount)
}
