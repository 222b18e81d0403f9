import { Effect, Option, Ref } from "effect"
import type { Network } from "../../schemas/Network.js"
import { fetchAccountData } from "../account/fetchAccountData.js"
import { trackEvent } from "../analytics/trackEvent.js"
import { connectedWallet } from "../connection/connectedWallet.js"
import { UnsupportedChain } from "../errors/ConnectionErrors.js"
import { ChainState } from "../services/ChainState.js"
import { WalletConnections } from "../services/WalletConnections.js"
import { WalletWatchers } from "../services/WalletWatchers.js"
import { configuredNetwork } from "./configuredNetwork.js"
import { selectNetwork } from "./selectNetwork.js"
import { setWalletNetwork } from "./setWalletNetwork.js"
import { loadStartUpStep } from "../config/loadStartUpStep.js"

/**
 * Moves the modal to a configured network (what the SwitchNetwork view runs, and the host's
 * `switchNetwork`). With no wallet connected in its namespace the network is simply selected.
 * Otherwise the wallet is asked through its kind of connection (SPEC §5): an extension with
 * `wallet_switchEthereumChain`, adding the chain first when it does not know it (4902); a session
 * when the chain is approved in it or the wallet supports the method; a Wallet Standard wallet at
 * once (it is told the chain with each request). A refusal fails with
 * UserRejectedError, a switch the wallet may not make with SwitchChainNotApproved.
 * On success the chain state, the stored network and the account's data follow.
 */
export const switchNetworkInWallet = Effect.fn("network.switchNetworkInWallet")(function* (target: Network | string) {
  const network = yield* configuredNetwork(target)
  const namespace = network.chainNamespace
  const chains = yield* Ref.get((yield* ChainState).chains)
  if (chains.get(namespace)?.accountState.caipAddress === undefined) return yield* selectNetwork(network)
  // A namespace no family serves has no wallet that could be asked to move.
  const connections = yield* WalletConnections
  yield* connections.familyOf(namespace).pipe(Effect.catchTag("ConnectFailed", () => Effect.fail(new UnsupportedChain({ chainNamespace: namespace }))))
  const wallet = yield* connectedWallet(namespace)
  const kind = yield* connections.kindOf(wallet.connector)
  yield* kind.switchChain(wallet.connector, network)
  yield* setWalletNetwork(network, { activate: true })
  yield* trackEvent({ type: "track", event: "SWITCH_NETWORK", address: wallet.address, properties: { network: network.caipNetworkId } })
  yield* fetchAccountData(namespace)
  // The sign-in step (SPEC §4) loads when it runs (the page's start lists no sign-in chunk), on a
  // fiber of its own, so it asks after the caller's own navigation (the network list goes back).
  const signIn = Effect.flatMap(loadStartUpStep(() => import("../siwx/askSignIn.js")), Option.match({ onNone: () => Effect.void, onSome: (chunk) => chunk.askSignIn }))
  yield* Effect.forkIn(signIn, (yield* WalletWatchers).scope)
  return network
})
