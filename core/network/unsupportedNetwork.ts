import type { CaipNetworkId } from "../../schemas/Caip.js"
import type { ChainNamespace } from "../../schemas/ChainNamespace.js"
import type { Network } from "../../schemas/Network.js"

export const UNSUPPORTED_NETWORK_NAME = "Unknown Network"

const ETHER = { name: "Ether", symbol: "ETH", decimals: 18 } as const

/**
 * The network a wallet is on when the app is not configured with it. It stands in the chain state
 * so the modal tells the truth about the wallet (and can offer to switch), while every rule that
 * needs a configured network sees it is not one. Its currency is the one given (a configured
 * network's of the same namespace), Ether when none is.
 */
export const unsupportedNetwork = (
  reference: number | string,
  namespace: ChainNamespace = "eip155",
  nativeCurrency: Network["nativeCurrency"] = ETHER
): Network => ({
  id: reference,
  name: UNSUPPORTED_NETWORK_NAME,
  chainNamespace: namespace,
  // The wallet reported the reference; a namespace and a reference make a CAIP-2 id.
  caipNetworkId: `${namespace}:${reference}` as CaipNetworkId,
  nativeCurrency,
  rpcUrls: { default: { http: [] } }
})
