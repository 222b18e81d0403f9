import type { Option } from "effect"
import type { ChainNamespace } from "../../schemas/ChainNamespace.js"
import type { Network } from "../../schemas/Network.js"
import { findNetworkByCaipId } from "../networks/findNetworkByCaipId.js"

/**
 * The configured network of a namespace with this CAIP-2 reference (an EVM chain id, a Solana
 * cluster's genesis-hash prefix), if the app offers it.
 */
export const configuredNetworkOf = (
  networks: ReadonlyArray<Network>,
  namespace: ChainNamespace,
  reference: number | string
): Option.Option<Network> => findNetworkByCaipId(networks, `${namespace}:${reference}`)

/** Whether the app is configured with `network` (matched by CAIP-2 id). */
export const isConfiguredNetwork = (networks: ReadonlyArray<Network>, network: Network): boolean =>
  networks.some((configured) => configured.caipNetworkId === network.caipNetworkId)
