import { Effect, Option, Ref } from "effect"
import type { Network } from "../../schemas/Network.js"
import { initialChains } from "../connection/initialChains.js"
import { ChainState } from "../services/ChainState.js"
import { Options } from "../services/Options.js"
import { evmNetworkOf, isConfiguredNetwork } from "./evmNetworkOf.js"
import { unsupportedNetwork } from "./unsupportedNetwork.js"

export interface WalletNetworkOptions {
  /** Whether the wallet may be asked to switch (a connection the user is making, not a silent one). */
  readonly mayAsk: boolean
}

/**
 * The network a just-connected EVM wallet puts the modal on (`switchTo` asks its wallet to switch). The wallet's own chain when the app
 * is configured with it. Otherwise, when the user is connecting, network switching is on and
 * unsupported chains are not allowed, the modal keeps its EVM network and asks the wallet to switch
 * to it; if the wallet will not (or may not be asked), the modal is on the wallet's unsupported chain.
 */
export const walletNetwork = <E extends { readonly _tag: string }, R>(
  switchTo: (network: Network) => Effect.Effect<void, E, R>,
  chainId: number,
  options: WalletNetworkOptions
) =>
  Effect.gen(function* () {
    const config = yield* Options
    const configured = evmNetworkOf(config.networks, chainId)
    if (Option.isSome(configured)) return configured.value
    const unsupported = unsupportedNetwork(chainId)
    if (!options.mayAsk || !config.enableNetworkSwitch || config.allowUnsupportedChain) return unsupported
    const current = (yield* Ref.get((yield* ChainState).chains)).get("eip155")?.networkState.caipNetwork
    const kept: Network | undefined =
      current !== undefined && isConfiguredNetwork(config.networks, current)
        ? current
        : initialChains(config.networks, config.defaultNetwork).chains.get("eip155")?.networkState.caipNetwork
    if (kept === undefined) return unsupported
    return yield* switchTo(kept).pipe(
      Effect.as(kept),
      Effect.catchAll((error) => Effect.logInfo(`The wallet stays on chain ${chainId}: ${error._tag}`).pipe(Effect.as(unsupported)))
    )
  }).pipe(Effect.withSpan("network.walletNetwork"))
