import { Effect, Option, Ref } from "effect"
import type { Network } from "../../schemas/Network.js"
import { initialChains } from "../connection/initialChains.js"
import { ChainState } from "../services/ChainState.js"
import { Options } from "../services/Options.js"
import type { ChainNamespace } from "../../schemas/ChainNamespace.js"
import { configuredNetworkOf, isConfiguredNetwork } from "./configuredNetworkOf.js"
import { unconfiguredNetwork } from "./unconfiguredNetwork.js"

export interface WalletNetworkOptions {
  /** Whether the wallet may be asked to switch (a connection the user is making, not a silent one). */
  readonly mayAsk: boolean
}

/**
 * The network a just-connected wallet of `namespace` puts the modal on (`switchTo` asks its wallet
 * to switch), from the chain it reports (`reference`, the CAIP-2 reference). The wallet's own
 * chain when the app is configured with it. Otherwise, when the user is connecting, network
 * switching is on and unsupported chains are not allowed, the modal keeps its network of that
 * namespace and asks the wallet to switch to it; if the wallet will not (or may not be asked), the
 * modal is on the wallet's unsupported chain.
 */
export const walletNetwork = <E extends { readonly _tag: string }, R>(
  namespace: ChainNamespace,
  switchTo: (network: Network) => Effect.Effect<void, E, R>,
  reference: number | string,
  options: WalletNetworkOptions
) =>
  Effect.gen(function* () {
    const config = yield* Options
    const configured = configuredNetworkOf(config.networks, namespace, reference)
    if (Option.isSome(configured)) return configured.value
    const unsupported = unconfiguredNetwork(config.networks, namespace, reference)
    if (!options.mayAsk || !config.enableNetworkSwitch || config.allowUnsupportedChain) return unsupported
    const current = (yield* Ref.get((yield* ChainState).chains)).get(namespace)?.networkState.caipNetwork
    const kept: Network | undefined =
      current !== undefined && isConfiguredNetwork(config.networks, current)
        ? current
        : initialChains(config.networks, config.defaultNetwork).chains.get(namespace)?.networkState.caipNetwork
    if (kept === undefined) return unsupported
    return yield* switchTo(kept).pipe(
      Effect.as(kept),
      Effect.catchAll((error) => Effect.logInfo(`The wallet stays on chain ${namespace}:${reference}: ${error._tag}`).pipe(Effect.as(unsupported)))
    )
  }).pipe(Effect.withSpan("network.walletNetwork"))
