import { Data } from "effect"

/** Failures of the on-ramp (SPEC §1 "buy crypto through an on-ramp", §4, §5); the catalogue words them. */

/** No amount typed. */
export class OnrampAmountRequired extends Data.TaggedError("OnrampAmountRequired") {}
/** The amount typed is not a plain decimal of at most two places (`100`, `100.50`). */
export class OnrampAmountInvalid extends Data.TaggedError("OnrampAmountInvalid")<{ readonly amount: string }> {}
/** The amount is outside the payment method's limits (SPEC §9: card 10.00 to 7500.00, …). */
export class OnrampAmountOutOfRange extends Data.TaggedError("OnrampAmountOutOfRange")<{
  readonly min: string
  readonly max: string
  readonly currency: string
}> {}
/** The purchase currency is not sold on the active network. */
export class OnrampCurrencyUnavailable extends Data.TaggedError("OnrampCurrencyUnavailable")<{
  readonly symbol: string
  readonly network: string
}> {}
/**
 * Buying is not offered here: the active chain family is not one the provider serves (SPEC §5:
 * EVM and Solana), the data service does not answer for the network, or the device is in a
 * restricted region (SPEC §9).
 */
export class OnrampUnavailable extends Data.TaggedError("OnrampUnavailable")<{ readonly reason: "network" | "region" }> {}
/** The quote could not be had: the service failed or answered something unreadable. */
export class OnrampQuoteFailed extends Data.TaggedError("OnrampQuoteFailed")<{ readonly cause?: unknown }> {}
/** The checkout link could not be had: the service failed or answered something unreadable. */
export class OnrampCheckoutFailed extends Data.TaggedError("OnrampCheckoutFailed")<{ readonly cause?: unknown }> {}
/** The browser refused to open the checkout window. */
export class OnrampCheckoutBlocked extends Data.TaggedError("OnrampCheckoutBlocked") {}

export type OnrampError =
  | OnrampAmountRequired
  | OnrampAmountInvalid
  | OnrampAmountOutOfRange
  | OnrampCurrencyUnavailable
  | OnrampUnavailable
  | OnrampQuoteFailed
  | OnrampCheckoutFailed
  | OnrampCheckoutBlocked
