import type { Network } from "../../schemas/Network.js"

/** The address page of the network's block explorer, if it has one. */
export const addressExplorerUrl = (network: Network, address: string): string | undefined => {
  const base = network.blockExplorers?.default.url
  return base === undefined ? undefined : `${base.replace(/\/+$/, "")}/address/${address}`
}
