/**
 * What the local on-ramp sells and takes: USD and EUR (card and bank-transfer limits as SPEC §9
 * gives them) for USDC and each chain's native coin on the local EVM chains, and SOL on the local
 * Solana cluster (SPEC §9: the provider serves EVM and Solana), delivered on chain.
 */
import type { PaymentCurrency, PurchaseCurrency } from "../../../schemas/Onramp.js"
import type { AssetInfo } from "../AssetBook.js"
import type { DataContext } from "../DataContext.js"
import { saleNetworks, type SaleNetwork } from "./SaleNetwork.js"

/** Limits per payment method, in the currency's units (SPEC §9). */
export const PAYMENT_METHOD_LIMITS = [
  { id: "card", min: "10.00", max: "7500.00" },
  { id: "ach_bank_account", min: "10.00", max: "25000.00" }
] as const

/** Fiat currencies taken, with the US dollars one unit buys (prices are kept in USD). */
export const FIAT_IN_USD_MICROS: Readonly<Record<string, bigint>> = { USD: 1_000_000n, EUR: 1_080_000n }

/** The assets sold on a network: an EVM chain's native coin and USDC; SOL on Solana. */
export const assetsForSale = (ctx: DataContext, network: SaleNetwork): ReadonlyArray<AssetInfo> => {
  const assets = ctx.assets.onChain(network.caipNetworkId)
  switch (network._tag) {
    case "Evm": {
      const usdc = network.chain.fixtures.tokens.usdc.address.toLowerCase()
      return assets.filter((asset) => asset.native || asset.token.toLowerCase() === usdc)
    }
    case "Solana":
      return assets.filter((asset) => asset.native)
  }
}

export const paymentCurrencies = (): ReadonlyArray<PaymentCurrency> =>
  Object.keys(FIAT_IN_USD_MICROS).map((id) => ({ id, payment_method_limits: PAYMENT_METHOD_LIMITS.map((limit) => ({ ...limit })) }))

/** One purchase currency per symbol, with every network it is sold on; USDC first. */
export const purchaseCurrencies = (ctx: DataContext): ReadonlyArray<PurchaseCurrency> => {
  const bySymbol = new Map<string, { name: string; networks: Array<PurchaseCurrency["networks"][number]> }>()
  for (const network of saleNetworks(ctx)) {
    for (const asset of assetsForSale(ctx, network)) {
      const entry = bySymbol.get(asset.symbol) ?? { name: asset.name, networks: [] }
      entry.networks.push({
        name: network.networkName,
        display_name: network.displayName,
        chain_id: network.chainId,
        contract_address: asset.native ? "" : asset.token
      })
      bySymbol.set(asset.symbol, entry)
    }
  }
  const currencies = [...bySymbol].map(([symbol, { name, networks }]) => ({ id: symbol, name, symbol, networks }))
  return [...currencies.filter((c) => c.symbol === "USDC"), ...currencies.filter((c) => c.symbol !== "USDC")]
}
