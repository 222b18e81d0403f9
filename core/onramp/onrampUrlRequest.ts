import type { OnrampUrlRequest, PurchaseCurrency } from "../../schemas/Onramp.js"
import type { OnrampPurchase } from "./onrampPurchase.js"

/**
 * The body of `POST /v1/generators/onrampurl` (WIRE §1.2): the account's plain address as the one
 * destination wallet, on the network the currency is sold on, for that currency; the buy
 * experience (SPEC §7), and the fiat amount typed as the preset.
 */
export const onrampUrlRequest = (address: string, currency: PurchaseCurrency, purchase: OnrampPurchase): OnrampUrlRequest => ({
  destinationWallets: [{ address, blockchains: [purchase.currencyNetwork.name], assets: [currency.symbol] }],
  defaultNetwork: purchase.currencyNetwork.name,
  partnerUserId: address,
  defaultExperience: "buy",
  presetFiatAmount: Number(purchase.amount)
})
