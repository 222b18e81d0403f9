import type { CaipNetworkId } from "../../schemas/Caip.js"
import type { Network } from "../../schemas/Network.js"

export const UNSUPPORTED_NETWORK_NAME = "Unknown Network"

/**
 * The network a wallet is on when the app is not configured with it. It stands in the chain state
 * so the modal tells the truth about the wallet (and can offer to switch), while every rule that
 * needs a configured network sees it is not one.
 */
export const unsupportedNetwork = (chainId: number): Network => ({
  id: chainId,
  name: UNSUPPORTED_NETWORK_NAME,
  chainNamespace: "eip155",
  // A positive integer after `eip155:` is a valid CAIP-2 id.
  caipNetworkId: `eip155:${chainId}` as CaipNetworkId,
  nativeCurrency: { name: "Ether", symbol: "ETH", decimals: 18 },
  rpcUrls: { default: { http: [] } }
})
