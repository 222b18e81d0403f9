import { Schema } from "effect"
import { ChainNamespace } from "./ChainNamespace.js"

/** An amount with its currency code, as quotes give them. */
export const OnrampAmount = Schema.Struct({ amount: Schema.String, currency: Schema.String }).annotations({
  identifier: "OnrampAmount"
})
export type OnrampAmount = typeof OnrampAmount.Type

export const OnrampQuote = Schema.Struct({
  networkFee: OnrampAmount,
  paymentSubtotal: OnrampAmount,
  paymentTotal: OnrampAmount,
  purchaseAmount: OnrampAmount,
  quoteId: Schema.String
}).annotations({ identifier: "OnrampQuote" })
export type OnrampQuote = typeof OnrampQuote.Type

export const PurchaseCurrencyNetwork = Schema.Struct({
  name: Schema.String,
  display_name: Schema.String,
  chain_id: Schema.String,
  contract_address: Schema.String
}).annotations({ identifier: "PurchaseCurrencyNetwork" })
export type PurchaseCurrencyNetwork = typeof PurchaseCurrencyNetwork.Type

/** A crypto currency that can be bought, with the networks it can be bought on. */
export const PurchaseCurrency = Schema.Struct({
  id: Schema.String,
  name: Schema.String,
  symbol: Schema.String,
  networks: Schema.Array(PurchaseCurrencyNetwork)
}).annotations({ identifier: "PurchaseCurrency" })
export type PurchaseCurrency = typeof PurchaseCurrency.Type

/** Limits of one payment method (`card`, `ach_bank_account`), as decimal strings. */
export const PaymentMethodLimit = Schema.Struct({
  id: Schema.String,
  min: Schema.String,
  max: Schema.String
}).annotations({ identifier: "PaymentMethodLimit" })
export type PaymentMethodLimit = typeof PaymentMethodLimit.Type

/** A fiat currency to pay with (`id` is its code). */
export const PaymentCurrency = Schema.Struct({
  id: Schema.String,
  payment_method_limits: Schema.Array(PaymentMethodLimit)
}).annotations({ identifier: "PaymentCurrency" })
export type PaymentCurrency = typeof PaymentCurrency.Type

export const OnrampProviderName = Schema.Literal("meld").annotations({ identifier: "OnrampProviderName" })
export type OnrampProviderName = typeof OnrampProviderName.Type

/** An on-ramp provider offered in the buy view. */
export const OnrampProvider = Schema.Struct({
  label: Schema.String,
  name: OnrampProviderName,
  feeRange: Schema.String,
  url: Schema.String,
  supportedChains: Schema.Array(ChainNamespace)
}).annotations({ identifier: "OnrampProvider" })
export type OnrampProvider = typeof OnrampProvider.Type

export const OnrampState = Schema.Struct({
  providers: Schema.Array(OnrampProvider),
  selectedProvider: Schema.NullOr(OnrampProvider),
  error: Schema.NullOr(Schema.String),
  purchaseCurrency: PurchaseCurrency,
  paymentCurrency: PaymentCurrency,
  purchaseCurrencies: Schema.Array(PurchaseCurrency),
  paymentCurrencies: Schema.Array(PaymentCurrency),
  paymentAmount: Schema.optional(Schema.Number),
  purchaseAmount: Schema.optional(Schema.Number),
  quotesLoading: Schema.Boolean
}).annotations({ identifier: "OnrampState" })
export type OnrampState = typeof OnrampState.Type

// -- Wire bodies of the data service's on-ramp endpoints -----------------------------------------

/** `GET /v1/onramp/options` response. */
export const OnrampOptionsResponse = Schema.Struct({
  paymentCurrencies: Schema.Array(PaymentCurrency),
  purchaseCurrencies: Schema.Array(PurchaseCurrency)
}).annotations({ identifier: "OnrampOptionsResponse" })
export type OnrampOptionsResponse = typeof OnrampOptionsResponse.Type

/** `POST /v1/onramp/quote` body. */
export const OnrampQuoteRequest = Schema.Struct({
  purchaseCurrency: PurchaseCurrency,
  paymentCurrency: PaymentCurrency,
  amount: Schema.String,
  network: Schema.String
}).annotations({ identifier: "OnrampQuoteRequest" })
export type OnrampQuoteRequest = typeof OnrampQuoteRequest.Type

/** `POST /v1/generators/onrampurl` body. */
export const OnrampUrlRequest = Schema.Struct({
  destinationWallets: Schema.Array(
    Schema.Struct({
      address: Schema.String,
      blockchains: Schema.Array(Schema.String),
      assets: Schema.Array(Schema.String)
    })
  ),
  defaultNetwork: Schema.optional(Schema.String),
  partnerUserId: Schema.String,
  defaultExperience: Schema.Literal("buy"),
  presetCryptoAmount: Schema.optional(Schema.Number),
  presetFiatAmount: Schema.optional(Schema.Number)
}).annotations({ identifier: "OnrampUrlRequest" })
export type OnrampUrlRequest = typeof OnrampUrlRequest.Type

export const OnrampUrlResponse = Schema.Struct({ url: Schema.String }).annotations({ identifier: "OnrampUrlResponse" })
export type OnrampUrlResponse = typeof OnrampUrlResponse.Type
