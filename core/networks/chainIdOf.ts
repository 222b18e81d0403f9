import type { Network } from "../../schemas/Network.js"

const DECIMAL = /^(0|[1-9][0-9]*)$/

/**
 * The chain id that wallets and the secure frame expect: the number on EVM (`eip155:10` → 10),
 * the CAIP-2 reference elsewhere (`solana:5eykt…` → `"5eykt…"`). Read from the CAIP-2 id, which is
 * the one field every network carries in a checked form.
 */
export const chainIdOf = (network: Pick<Network, "chainNamespace" | "caipNetworkId">): number | string => {
  // Split by hand: importing the CAIP schema here would pull Schema into the networks entry.
  const reference = network.caipNetworkId.slice(network.caipNetworkId.indexOf(":") + 1)
  return network.chainNamespace === "eip155" && DECIMAL.test(reference) ? Number(reference) : reference
}
