import type { ChainNamespace } from "../../schemas/ChainNamespace.js"
import type { Network } from "../../schemas/Network.js"

/**
 * A network as written in source: a `Network` whose CAIP-2 id is still a plain string. The id must
 * start with the network's own namespace, so `eip155` data cannot carry a `solana:` id.
 */
export type NetworkDefinition = Omit<Network, "caipNetworkId"> & {
  readonly caipNetworkId: `${ChainNamespace}:${string}`
}

/**
 * Returns its argument unchanged, typed as a `Network` that keeps its literal fields (`id: 1`).
 * The check is at compile time only, so defining a network costs nothing at page start; the
 * `Network` schema still validates networks where they enter the configuration.
 */
export const defineNetwork = <
  const N extends NetworkDefinition & { readonly caipNetworkId: `${N["chainNamespace"]}:${string}` }
>(
  network: N
): N & Network => network as N & Network
