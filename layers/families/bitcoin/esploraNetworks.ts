/**
 * The Esplora API of each Bitcoin network, by CAIP-2 id. For this family a network's RPC URL
 * (`rpcUrls.default.http[0]`) is the base of an Esplora HTTP API; none is an empty URL, refused as
 * not http(s). Following a sent transaction (`statusOf`) is given only the network's CAIP-2 id (a
 * pending send is stored by it), so the family knows the app's configured networks from the start
 * (a send followed after a reload finds its URL at once) and remembers any other network a balance
 * read, fee or send named.
 */
import type { Network } from "../../../schemas/Network.js"

export interface EsploraNetworks {
  /** The network's Esplora base, remembered under its CAIP-2 id. */
  readonly urlOf: (network: Network) => string
  /** The base last seen for a CAIP-2 id; empty when none was. */
  readonly urlById: (caipNetworkId: Network["caipNetworkId"]) => string
}

const esploraUrlOf = (network: Network): string => network.rpcUrls.default.http[0] ?? ""

export const makeEsploraNetworks = (configured: ReadonlyArray<Network> = []): EsploraNetworks => {
  const known = new Map<string, string>(configured.map((network) => [network.caipNetworkId, esploraUrlOf(network)]))
  return {
    urlOf: (network) => {
      const url = esploraUrlOf(network)
      known.set(network.caipNetworkId, url)
      return url
    },
    urlById: (caipNetworkId) => known.get(caipNetworkId) ?? ""
  }
}
