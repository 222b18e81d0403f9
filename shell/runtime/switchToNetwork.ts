import { Effect } from "effect"
import type { Network } from "../../schemas/Network.js"

/**
 * What `switchNetwork` runs: with a wallet connected in the network's namespace the wallet is asked
 * to switch (adding the chain if it does not know it), else the network is just selected. The
 * program loads on first use, so a page that never switches does not load it. A network the app is
 * not configured with shows the core's alert and rejects the host's promise with the typed error.
 */
export const switchToNetwork = (network: Network) =>
  Effect.promise(() => import("../../core/network/switchNetworkInWallet.js")).pipe(
    Effect.flatMap(({ switchNetworkInWallet }) => switchNetworkInWallet(network)),
    Effect.asVoid
  )
