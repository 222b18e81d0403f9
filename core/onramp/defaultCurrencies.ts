import type { Network } from "../../schemas/Network.js"
import type { PaymentCurrency, PurchaseCurrency } from "../../schemas/Onramp.js"
import { currenciesOn } from "./currencyNetwork.js"
import { USD_DEFAULT, USDC_DEFAULT } from "./onrampFallback.js"

/**
 * The default crypto to buy (SPEC §3: the USD stablecoin): USDC as the list has it when it is sold
 * on the network, else the first currency sold there (SOL on Solana, SPEC §9), else USDC.
 */
export const defaultPurchaseCurrency = (currencies: ReadonlyArray<PurchaseCurrency>, network: Network | undefined): PurchaseCurrency => {
  const offered = network === undefined ? currencies : currenciesOn(currencies, network)
  return offered.find((currency) => currency.id === USDC_DEFAULT.id) ?? offered[0] ?? USDC_DEFAULT
}

/** The default fiat currency (SPEC §3: USD) as the list has it, else the first listed, else USD. */
export const defaultPaymentCurrency = (currencies: ReadonlyArray<PaymentCurrency>): PaymentCurrency =>
  currencies.find((currency) => currency.id === USD_DEFAULT.id) ?? currencies[0] ?? USD_DEFAULT

/** The method whose limits apply by default: the card (SPEC §9), else the currency's first. */
export const defaultPaymentMethod = (currency: PaymentCurrency): string =>
  currency.payment_method_limits.some((limit) => limit.id === "card") ? "card" : (currency.payment_method_limits[0]?.id ?? "card")
