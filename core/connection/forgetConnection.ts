import { Effect, Option, Ref } from "effect"
import type { ChainNamespace } from "../../schemas/ChainNamespace.js"
import { isConfiguredNetwork } from "../network/configuredNetworkOf.js"
import { ChainState } from "../services/ChainState.js"
import { Connectors } from "../services/Connectors.js"
import { Options } from "../services/Options.js"
import { forgetStoredConnection, storeActiveNetwork } from "./connectionStorage.js"
import { INITIAL_ACCOUNT_STATE } from "./initialAccountState.js"
import { initialChains } from "./initialChains.js"
import { updateNamespaceState } from "./updateNamespaceState.js"

/**
 * Forgets the connection of one namespace in the modal, without asking the wallet anything: the
 * account (address, balance, name, user, wallet info) back to nothing connected, the network's
 * approvals cleared (a network the app is not configured with gives way to the namespace's
 * starting one), the connector id and its connection dropped, and the stored copy removed. When
 * it was the active namespace and another is connected, that other one becomes active.
 */
export const forgetConnection = (namespace: ChainNamespace) =>
  Effect.gen(function* () {
    const options = yield* Options
    const fallback = initialChains(options.networks, options.defaultNetwork).chains.get(namespace)?.networkState.caipNetwork
    yield* updateNamespaceState(namespace, (current) => {
      const network = current.networkState.caipNetwork
      const keep = network !== undefined && isConfiguredNetwork(options.networks, network)
      const { caipNetwork: _network, approvedCaipNetworkIds: _approved, ...networkState } = current.networkState
      const caipNetwork = keep ? network : fallback
      return {
        ...current,
        networkState: {
          ...networkState,
          ...(caipNetwork === undefined ? {} : { caipNetwork }),
          supportsAllNetworks: true,
          smartAccountEnabledNetworks: []
        },
        accountState: INITIAL_ACCOUNT_STATE
      }
    })
    const { state } = yield* Connectors
    yield* Ref.update(state, (current) => {
      const { [namespace]: connectorId, ...activeConnectorIds } = current.activeConnectorIds
      const remaining = (current.connections[namespace] ?? []).filter((c) => c.connectorId !== connectorId)
      const { [namespace]: _dropped, ...connections } = current.connections
      return { ...current, activeConnectorIds, connections: remaining.length === 0 ? connections : { ...connections, [namespace]: remaining } }
    })
    yield* forgetStoredConnection(namespace)
    // The active family let go while another is still connected: that one becomes active.
    const chainState = yield* ChainState
    const active = yield* Ref.get(chainState.activeNamespace)
    if (Option.isSome(active) && active.value === namespace) {
      const other = [...(yield* Ref.get(chainState.chains)).values()].find((chain) => chain.accountState.caipAddress !== undefined)
      const network = other?.networkState.caipNetwork
      if (other !== undefined && network !== undefined) {
        yield* Ref.set(chainState.activeNamespace, Option.some(other.namespace))
        yield* storeActiveNetwork(network)
      }
    }
  }).pipe(Effect.withSpan("connection.forgetConnection"))
