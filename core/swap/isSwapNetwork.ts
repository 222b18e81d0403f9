import type { Network } from "../../schemas/Network.js"
import { SWAP_CHAIN_IDS } from "./swapConstants.js"

const SWAP_NETWORK_IDS: ReadonlySet<string> = new Set(SWAP_CHAIN_IDS.map((chainId) => `eip155:${chainId}`))

/** Whether swaps work on a network (SPEC §5: only on the listed EVM networks). */
export const isSwapNetwork = (network: Pick<Network, "caipNetworkId">): boolean => SWAP_NETWORK_IDS.has(network.caipNetworkId)
