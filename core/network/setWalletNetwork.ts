import { Effect, Option, Ref } from "effect"
import type { Network } from "../../schemas/Network.js"
import { caipAddressOf } from "../connection/applyConnection.js"
import { storeActiveNetwork, storeConnections } from "../connection/connectionStorage.js"
import { updateNamespaceState } from "../connection/updateNamespaceState.js"
import { ChainState } from "../services/ChainState.js"
import { Connectors } from "../services/Connectors.js"
import { urgent } from "../scheduling/priority.js"

export interface SetWalletNetworkOptions {
  /** Make the network's namespace the active one (a switch the user asked for). */
  readonly activate: boolean
}

/**
 * The connected wallet of the network's namespace is now on `network`: the namespace's network,
 * the account's CAIP-10 id on it and the active connection's network follow, as does the stored
 * active network while its namespace is the active one, written at once (a reload then restores
 * the network the wallet confirmed). What was fetched for the account on the old network is
 * dropped.
 */
export const setWalletNetwork = Effect.fn("network.setWalletNetwork")(function* (network: Network, options: SetWalletNetworkOptions) {
  const namespace = network.chainNamespace
  yield* updateNamespaceState(namespace, (current) => {
    const account = current.accountState
    if (current.networkState.caipNetwork?.caipNetworkId === network.caipNetworkId) return current
    const { balance: _balance, balanceSymbol: _symbol, addressExplorerUrl: _url, ...kept } = account
    return {
      ...current,
      networkState: { ...current.networkState, caipNetwork: network },
      accountState:
        account.address === undefined || account.caipAddress === undefined
          ? account
          : { ...kept, caipAddress: caipAddressOf(network, account.address) }
    }
  })
  const chainState = yield* ChainState
  if (options.activate) yield* Ref.set(chainState.activeNamespace, Option.some(namespace))
  const { state } = yield* Connectors
  yield* Ref.update(state, (current) => {
    const activeId = current.activeConnectorIds[namespace]
    const list = current.connections[namespace]
    if (activeId === undefined || list === undefined) return current
    return {
      ...current,
      connections: { ...current.connections, [namespace]: list.map((c) => (c.connectorId === activeId ? { ...c, caipNetwork: network } : c)) }
    }
  })
  const active = Option.getOrUndefined(yield* Ref.get(chainState.activeNamespace))
  yield* active === namespace ? storeActiveNetwork(network) : storeConnections
  // Urgent: the new network is stored in the task that shows it, never a frame later.
}, urgent)
