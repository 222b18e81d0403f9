import { Option } from "effect"
import type { Network } from "../../schemas/Network.js"

/**
 * The network among `networks` whose CAIP-2 id is exactly `id` (references are case-sensitive,
 * e.g. Solana's base58 genesis hash). `None` when the host app does not offer that network.
 */
export const findNetworkByCaipId = <N extends Pick<Network, "caipNetworkId">>(
  networks: ReadonlyArray<N>,
  id: string
): Option.Option<N> => Option.fromNullable(networks.find((network) => network.caipNetworkId === id))
