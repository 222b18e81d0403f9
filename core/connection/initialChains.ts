import { Option } from "effect"
import type { ChainNamespace } from "../../schemas/ChainNamespace.js"
import type { Network } from "../../schemas/Network.js"
import type { Chains } from "../services/ChainState.js"
import { initialChainStates } from "./initialChainStates.js"

export interface InitialChains {
  readonly activeNamespace: Option.Option<ChainNamespace>
  readonly chains: Chains
}

/** `initialChainStates` as the chain-state service holds it: the active namespace as an Option. */
export const initialChains = (networks: ReadonlyArray<Network>, defaultNetwork?: Network): InitialChains => {
  const { activeNamespace, chains } = initialChainStates(networks, defaultNetwork)
  return { activeNamespace: Option.fromNullable(activeNamespace), chains }
}
