import type { Network } from "../../schemas/Network.js"
import type { PurchaseCurrency, PurchaseCurrencyNetwork } from "../../schemas/Onramp.js"

/** A network's id as the options list it (`chain_id`): the CAIP-2 reference (`1`, `137`, a Solana genesis hash). */
export const onrampChainIdOf = (network: Pick<Network, "caipNetworkId">): string =>
  network.caipNetworkId.slice(network.caipNetworkId.indexOf(":") + 1)

/** Where `currency` is sold on `network`; none when it is not sold there. */
export const currencyNetworkOn = (currency: PurchaseCurrency, network: Pick<Network, "caipNetworkId">): PurchaseCurrencyNetwork | undefined => {
  const chainId = onrampChainIdOf(network)
  return currency.networks.find((candidate) => candidate.chain_id === chainId)
}

/** The purchase currencies sold on `network`, in the order given. */
export const currenciesOn = (currencies: ReadonlyArray<PurchaseCurrency>, network: Pick<Network, "caipNetworkId">): ReadonlyArray<PurchaseCurrency> =>
  currencies.filter((currency) => currencyNetworkOn(currency, network) !== undefined)

/** Two purchase currencies are the same when their ids are. */
export const sameCurrency = (a: { readonly id: string }, b: { readonly id: string }): boolean => a.id === b.id
