import { Effect, Option, Ref } from "effect"
import type { Network } from "../../schemas/Network.js"
import { AUTH_CONNECTOR_ID } from "../connectors/connectorIds.js"
import { EMBEDDED_WALLET_NAMESPACES } from "../embedded/embeddedWalletNamespaces.js"
import { openModal } from "../router/openModal.js"
import { push } from "../router/push.js"
import type { RouteData } from "../router/RouteEntry.js"
import type { ViewName } from "../router/ViewName.js"
import { ChainState } from "../services/ChainState.js"
import { Connectors } from "../services/Connectors.js"
import { Modal } from "../services/Modal.js"
import { configuredNetwork } from "./configuredNetwork.js"
import { selectNetwork } from "./selectNetwork.js"

/** What picking a network did: nothing, a plain selection, or the view that takes over. */
export type SwitchNetworkOutcome = "Unchanged" | "Selected" | "SwitchNetwork" | "SwitchActiveChain"

export interface SwitchNetworkOptions {
  /** Switch without the confirmation step of another namespace (SPEC §2). */
  readonly ignoreConfirmation?: boolean
}

const show = (view: ViewName, data: RouteData) =>
  Effect.gen(function* () {
    if ((yield* Ref.get((yield* Modal).state)).open) yield* push(view, data)
    else yield* openModal({ view, data })
  })

/**
 * The user picks a network (SPEC §2). One the app is not configured with shows Network Not Found.
 * The network already active changes nothing; with no wallet connected (in the active namespace
 * or the target's) it is just selected. Otherwise a view takes over: SwitchNetwork when the
 * confirmation is ignored or the embedded wallet is active and serves the target's chain family;
 * SwitchActiveChain (then Connect, replacing it) when the target is in another namespace that is
 * not connected yet; SwitchNetwork in every other case. The modal opens on the view if closed.
 */
export const switchNetwork = Effect.fn("network.switchNetwork")(function* (
  target: Network | string,
  options: SwitchNetworkOptions = {}
) {
  const network = yield* configuredNetwork(target)
  const chainState = yield* ChainState
  const activeNamespace = Option.getOrUndefined(yield* Ref.get(chainState.activeNamespace))
  const chains = yield* Ref.get(chainState.chains)
  const active = activeNamespace === undefined ? undefined : chains.get(activeNamespace)
  if (active?.networkState.caipNetwork?.caipNetworkId === network.caipNetworkId) return "Unchanged" satisfies SwitchNetworkOutcome

  const currentConnected = active?.accountState.caipAddress !== undefined
  const nextConnected = chains.get(network.chainNamespace)?.accountState.caipAddress !== undefined
  if (!currentConnected && !nextConnected) {
    yield* selectNetwork(network)
    return "Selected" satisfies SwitchNetworkOutcome
  }
  const data: RouteData = { caipNetworkId: network.caipNetworkId }
  const { state } = yield* Connectors
  const activeConnectorId = activeNamespace === undefined ? undefined : (yield* Ref.get(state)).activeConnectorIds[activeNamespace]
  const embeddedServes = activeConnectorId === AUTH_CONNECTOR_ID && EMBEDDED_WALLET_NAMESPACES.has(network.chainNamespace)
  if (options.ignoreConfirmation === true || embeddedServes) {
    yield* show("SwitchNetwork", data)
    return "SwitchNetwork" satisfies SwitchNetworkOutcome
  }
  if (currentConnected && network.chainNamespace !== activeNamespace && !nextConnected) {
    yield* show("SwitchActiveChain", { ...data, navigateTo: "Connect", replace: true })
    return "SwitchActiveChain" satisfies SwitchNetworkOutcome
  }
  yield* show("SwitchNetwork", data)
  return "SwitchNetwork" satisfies SwitchNetworkOutcome
})
