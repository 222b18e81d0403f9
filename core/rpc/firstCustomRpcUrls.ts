import type { CustomRpcUrls } from "../config/AppKitOptions.js"

/** The first custom endpoint of each network that has one (the one its requests go to, SPEC §7). */
export const firstCustomRpcUrls = (custom: CustomRpcUrls): Record<string, string> => {
  const urls: Record<string, string> = {}
  for (const [caipNetworkId, endpoints] of Object.entries(custom)) {
    const first = endpoints[0]
    if (first !== undefined) urls[caipNetworkId] = first.url
  }
  return urls
}
