import type { PaymentCurrency, PurchaseCurrency } from "../../schemas/Onramp.js"

/**
 * What the buy view offers when `GET /v1/onramp/options` fails (SPEC §9, WIRE §1.2): USDC and ETH
 * on Ethereum and Polygon, paid in USD or EUR, by card (10.00 to 7500.00) or bank account (ACH,
 * 10.00 to 25000.00).
 */
const LIMITS = [
  { id: "card", min: "10.00", max: "7500.00" },
  { id: "ach_bank_account", min: "10.00", max: "25000.00" }
] as const

/** The default purchase currency (SPEC §3: a USD-pegged stablecoin on two networks). */
export const USDC_DEFAULT: PurchaseCurrency = {
  id: "USDC",
  name: "USD Coin",
  symbol: "USDC",
  networks: [
    { name: "ethereum-mainnet", display_name: "Ethereum", chain_id: "1", contract_address: "0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48" },
    { name: "polygon-mainnet", display_name: "Polygon", chain_id: "137", contract_address: "0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359" }
  ]
}

const ETH_DEFAULT: PurchaseCurrency = {
  id: "ETH",
  name: "Ethereum",
  symbol: "ETH",
  networks: [
    { name: "ethereum-mainnet", display_name: "Ethereum", chain_id: "1", contract_address: "" },
    { name: "polygon-mainnet", display_name: "Polygon", chain_id: "137", contract_address: "0x7ceB23fD6bC0adD59E62ac25578270cFf1b9f619" }
  ]
}

/** The default payment currency (SPEC §3: USD). */
export const USD_DEFAULT: PaymentCurrency = { id: "USD", payment_method_limits: LIMITS }

const EUR_DEFAULT: PaymentCurrency = { id: "EUR", payment_method_limits: LIMITS }

export const FALLBACK_PURCHASE_CURRENCIES: ReadonlyArray<PurchaseCurrency> = [USDC_DEFAULT, ETH_DEFAULT]
export const FALLBACK_PAYMENT_CURRENCIES: ReadonlyArray<PaymentCurrency> = [USD_DEFAULT, EUR_DEFAULT]
