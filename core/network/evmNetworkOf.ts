import type { Option } from "effect"
import type { Network } from "../../schemas/Network.js"
import { findNetworkByCaipId } from "../networks/findNetworkByCaipId.js"

/** The configured EVM network with this chain id, if the app offers it. */
export const evmNetworkOf = (networks: ReadonlyArray<Network>, chainId: number): Option.Option<Network> =>
  findNetworkByCaipId(networks, `eip155:${chainId}`)

/** Whether the app is configured with `network` (matched by CAIP-2 id). */
export const isConfiguredNetwork = (networks: ReadonlyArray<Network>, network: Network): boolean =>
  networks.some((configured) => configured.caipNetworkId === network.caipNetworkId)
