import type { CaipNetworkId } from "../../schemas/Caip.js"
import type { RpcTransportConfig } from "./RpcTransportConfig.js"

const hostOf = (url: string): string | undefined => {
  try {
    return new URL(url).host
  } catch {
    return undefined
  }
}

/**
 * The JSON-RPC endpoint of a network (SPEC §7, WIRE §1.4): its custom URL if one is configured,
 * else the blockchain proxy `{base}/v1/?chainId={caip}&projectId={id}`. A custom URL on the proxy's
 * own host that lacks `projectId` gets it added.
 */
export const rpcEndpointUrl = (config: RpcTransportConfig, caipNetworkId: CaipNetworkId): string => {
  const custom = config.customUrls[caipNetworkId]
  if (custom !== undefined) {
    const host = hostOf(custom)
    if (host === undefined || host !== hostOf(config.blockchainBaseUrl)) return custom
    const url = new URL(custom)
    if (url.searchParams.has("projectId")) return custom
    url.searchParams.append("projectId", config.projectId)
    return url.toString()
  }
  const base = config.blockchainBaseUrl.replace(/\/+$/, "")
  return `${base}/v1/?chainId=${caipNetworkId}&projectId=${encodeURIComponent(config.projectId)}`
}
