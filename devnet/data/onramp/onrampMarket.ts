/**
 * What the local on-ramp sells and takes: USD and EUR (card and bank-transfer limits as SPEC §9
 * gives them) for USDC and each chain's native coin on the local EVM chains, delivered on chain.
 * Networks are named like the hosted catalogue names them (`ethereum-mainnet`, …).
 */
import type { EvmChain } from "../../chains/startEvmChains.js"
import type { PaymentCurrency, PurchaseCurrency } from "../../../schemas/Onramp.js"
import type { AssetInfo } from "../AssetBook.js"
import type { DataContext } from "../DataContext.js"

/** Limits per payment method, in the currency's units (SPEC §9). */
export const PAYMENT_METHOD_LIMITS = [
  { id: "card", min: "10.00", max: "7500.00" },
  { id: "ach_bank_account", min: "10.00", max: "25000.00" }
] as const

/** Fiat currencies taken, with the US dollars one unit buys (prices are kept in USD). */
export const FIAT_IN_USD_MICROS: Readonly<Record<string, bigint>> = { USD: 1_000_000n, EUR: 1_080_000n }

const NETWORK_NAMES: Readonly<Record<number, string>> = {
  1: "ethereum-mainnet",
  137: "polygon-mainnet",
  11155111: "ethereum-sepolia"
}

export const networkNameOf = (chain: EvmChain): string => NETWORK_NAMES[chain.chainId] ?? `${chain.name.toLowerCase()}-${chain.chainId}`

/**
 * The chain a network designator names: a network name (`polygon-mainnet`), its first word for a
 * mainnet (`polygon`), a display name, a chain id (`137`) or a CAIP-2 id (`eip155:137`).
 */
export const chainOfNetwork = (ctx: DataContext, value: string): EvmChain | undefined => {
  const wanted = value.trim().toLowerCase()
  return ctx.chains.find((chain) => {
    const name = networkNameOf(chain)
    return (
      name === wanted ||
      name === `${wanted}-mainnet` ||
      chain.name.toLowerCase() === wanted ||
      String(chain.chainId) === wanted ||
      chain.caipNetworkId === wanted
    )
  })
}

/** The assets sold on a chain: its native coin and USDC. */
export const assetsForSale = (ctx: DataContext, chain: EvmChain): ReadonlyArray<AssetInfo> =>
  ctx.assets
    .onChain(chain.caipNetworkId)
    .filter((asset) => asset.native || asset.token.toLowerCase() === chain.fixtures.tokens.usdc.address.toLowerCase())

export const paymentCurrencies = (): ReadonlyArray<PaymentCurrency> =>
  Object.keys(FIAT_IN_USD_MICROS).map((id) => ({ id, payment_method_limits: PAYMENT_METHOD_LIMITS.map((limit) => ({ ...limit })) }))

/** One purchase currency per symbol, with every chain it is sold on; USDC first. */
export const purchaseCurrencies = (ctx: DataContext): ReadonlyArray<PurchaseCurrency> => {
  const bySymbol = new Map<string, { name: string; networks: Array<PurchaseCurrency["networks"][number]> }>()
  for (const chain of ctx.chains) {
    for (const asset of assetsForSale(ctx, chain)) {
      const entry = bySymbol.get(asset.symbol) ?? { name: asset.name, networks: [] }
      entry.networks.push({
        name: networkNameOf(chain),
        display_name: chain.name,
        chain_id: String(chain.chainId),
        contract_address: asset.native ? "" : asset.token
      })
      bySymbol.set(asset.symbol, entry)
    }
  }
  const currencies = [...bySymbol].map(([symbol, { name, networks }]) => ({ id: symbol, name, symbol, networks }))
  return [...currencies.filter((c) => c.symbol === "USDC"), ...currencies.filter((c) => c.symbol !== "USDC")]
}
