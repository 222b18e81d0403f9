import type { ChainNamespace } from "../../schemas/ChainNamespace.js"
import type { Network } from "../../schemas/Network.js"
import { unsupportedNetwork } from "./unsupportedNetwork.js"

/**
 * The network of a namespace's chain the app is not configured with (a wallet's report), in the
 * currency of the app's first network of that namespace (Ether when it has none).
 */
export const unconfiguredNetwork = (networks: ReadonlyArray<Network>, namespace: ChainNamespace, reference: number | string): Network =>
  unsupportedNetwork(reference, namespace, networks.find((network) => network.chainNamespace === namespace)?.nativeCurrency)
