import type { ChainNamespace } from "../../schemas/ChainNamespace.js"
import type { Network } from "../../schemas/Network.js"
import type { Chains, NamespaceState } from "../services/ChainState.js"
import { INITIAL_ACCOUNT_STATE } from "./initialAccountState.js"

export interface InitialChainStates {
  readonly activeNamespace: ChainNamespace | undefined
  readonly chains: Chains
}

/**
 * Chain state before anything connects: one entry per namespace of the configured networks, each
 * on the default network when it belongs to that namespace, else on its first network. The active
 * namespace is the default network's, else the first network's. Plain values, so the page can
 * draw them before any Effect code has loaded.
 */
export const initialChainStates = (networks: ReadonlyArray<Network>, defaultNetwork?: Network): InitialChainStates => {
  const chains = new Map<ChainNamespace, NamespaceState>()
  for (const network of networks) {
    const namespace = network.chainNamespace
    if (chains.has(namespace)) continue
    const requested = networks.filter((n) => n.chainNamespace === namespace)
    const caipNetwork = defaultNetwork?.chainNamespace === namespace ? defaultNetwork : network
    chains.set(namespace, {
      namespace,
      networkState: {
        caipNetwork,
        requestedCaipNetworks: requested,
        approvedCaipNetworkIds: [],
        supportsAllNetworks: true,
        smartAccountEnabledNetworks: []
      },
      accountState: INITIAL_ACCOUNT_STATE
    })
  }
  return { activeNamespace: (defaultNetwork ?? networks[0])?.chainNamespace, chains }
}
