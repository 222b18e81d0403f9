import type { Network } from "../../schemas/Network.js"
import { chainIdOf } from "../networks/chainIdOf.js"
import type { AddChainParams } from "../services/EvmWallet.js"

/** The hex chain id wallets expect (`eip155:137` → `0x89`). */
export const chainIdHexOf = (network: Network): string => `0x${Number(chainIdOf(network)).toString(16)}`

/** `wallet_addEthereumChain` parameters from a configured network (SPEC §7). */
export const addChainParamsOf = (network: Network): AddChainParams => {
  const explorer = network.blockExplorers?.default.url
  return {
    chainId: chainIdHexOf(network),
    chainName: network.name,
    nativeCurrency: { ...network.nativeCurrency },
    rpcUrls: network.rpcUrls.chainDefault?.http ?? network.rpcUrls.default.http,
    blockExplorerUrls: explorer === undefined ? undefined : [explorer]
  }
}
