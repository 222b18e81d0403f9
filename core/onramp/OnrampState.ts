import { Context } from "effect"
import type { OnrampProvider, OnrampQuote, PaymentCurrency, PurchaseCurrency } from "../../schemas/Onramp.js"
import type { StateRef } from "../state/StateRef.js"
import type { OnrampError } from "./OnrampErrors.js"

/** Where the currency lists came from: not read yet, the data service, or SPEC §9's fallback. */
export type OnrampOptionsSource = "none" | "service" | "fallback"

/** The checkout window: none, opening (its link being generated), or open at `url`. */
export type OnrampCheckout =
  | { readonly _tag: "Idle" }
  | { readonly _tag: "Opening" }
  | { readonly _tag: "Open"; readonly url: string }

/**
 * The on-ramp state of SPEC §3 (providers, selected provider, error, purchase and payment
 * currencies, payment and purchase amounts, quotesLoading), plus what the buy view shows beside
 * them: the currencies chosen, the payment method whose limits apply, the quote, where the lists
 * came from and the checkout window.
 */
export interface OnrampStateValue {
  readonly providers: ReadonlyArray<OnrampProvider>
  readonly selectedProvider: OnrampProvider | undefined
  readonly error: OnrampError | undefined
  readonly purchaseCurrency: PurchaseCurrency
  readonly paymentCurrency: PaymentCurrency
  /** The id of one of the payment currency's `payment_method_limits` (`card`, `ach_bank_account`). */
  readonly paymentMethod: string
  readonly purchaseCurrencies: ReadonlyArray<PurchaseCurrency>
  readonly paymentCurrencies: ReadonlyArray<PaymentCurrency>
  /** The fiat amount as typed, a decimal in the payment currency. */
  readonly paymentAmount: string | undefined
  /** What the quote says the payment buys, a decimal in the purchase currency. */
  readonly purchaseAmount: string | undefined
  readonly quote: OnrampQuote | undefined
  readonly quotesLoading: boolean
  /** Counts the quotes asked for: only the latest one's answer, and its end, are applied. */
  readonly quoteRequest: number
  readonly optionsSource: OnrampOptionsSource
  readonly checkout: OnrampCheckout
}

/**
 * The buy flow's state (SPEC §3, §4), written only by the programs of core/onramp. Built with the
 * buy view's chunk, once per instance.
 */
export class OnrampState extends Context.Tag("doorway/OnrampState")<OnrampState, { readonly state: StateRef<OnrampStateValue> }>() {}
