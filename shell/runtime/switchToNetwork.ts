import { Effect } from "effect"
import { selectNetwork } from "../../core/network/selectNetwork.js"
import type { Network } from "../../schemas/Network.js"

/**
 * What `switchNetwork` runs: makes the network active. A network the app is not configured with
 * shows the core's alert and rejects the host's promise with the typed error.
 */
export const switchToNetwork = (network: Network) => selectNetwork(network).pipe(Effect.asVoid)
