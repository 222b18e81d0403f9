import { Effect, Ref, Schema } from "effect"
import { CaipAddress } from "../../../schemas/Caip.js"
import type { ChainNamespace } from "../../../schemas/ChainNamespace.js"
import type { Connection } from "../../../schemas/Connection.js"
import type { Connector } from "../../../schemas/Connector.js"
import { connectedConnectorIdKey } from "../../../schemas/StorageKeys.js"
import { ChainState } from "../../services/ChainState.js"
import { writeStoredValue } from "../../storage/storedValues.js"
import { INITIAL_ACCOUNT_STATE } from "../initialAccountState.js"
import { sameConnectorId } from "./connectionStatusOf.js"
import { updateConnections, withoutConnector } from "./updateConnections.js"

const isCaipAddress = Schema.is(CaipAddress)

/**
 * Makes a live connection the active one of its namespace: its connector becomes the namespace's
 * active connector (also stored, for reconnection after a reload), it leads the connection list,
 * and the namespace's account becomes the connection's first account on the connection's network.
 * The account's balance and profile start empty: they belong to the account shown before.
 */
export const activateConnection = Effect.fn("activateConnection")(function* (params: {
  readonly connector: Connector
  readonly connection: Connection
  readonly namespace: ChainNamespace
}) {
  const { connector, connection, namespace } = params
  yield* updateConnections((state) => {
    const live = state.connections[namespace] ?? []
    const current = live.find((c) => sameConnectorId(c.connectorId, connection.connectorId)) ?? connection
    return {
      ...state,
      activeConnectorIds: { ...state.activeConnectorIds, [namespace]: connector.id },
      connections: { ...state.connections, [namespace]: [current, ...withoutConnector(live, connection.connectorId)] },
      recentConnections: { ...state.recentConnections, [namespace]: withoutConnector(state.recentConnections?.[namespace], connection.connectorId) }
    }
  })
  yield* writeStoredValue(connectedConnectorIdKey(namespace), connector.id).pipe(
    Effect.catchAll((error) => Effect.logWarning(`Could not store the connector of ${namespace}: ${error.message}`))
  )
  const { chains } = yield* ChainState
  yield* Ref.update(chains, (all) => {
    const chain = all.get(namespace)
    const account = connection.accounts[0]
    const network = connection.caipNetwork ?? chain?.networkState.caipNetwork
    const caipAddress = `${network?.caipNetworkId}:${account?.address}`
    if (chain === undefined || account === undefined || network === undefined || !isCaipAddress(caipAddress)) return all
    const preferredAccountType = account.type === "eoa" || account.type === "smartAccount" ? account.type : undefined
    return new Map(all).set(namespace, {
      ...chain,
      networkState: { ...chain.networkState, caipNetwork: network },
      accountState: {
        ...INITIAL_ACCOUNT_STATE,
        status: "connected",
        caipAddress,
        address: account.address,
        connectedWalletInfo: { name: connector.name ?? connector.id, ...(connector.imageUrl === undefined ? {} : { icon: connector.imageUrl }) },
        ...(preferredAccountType === undefined ? {} : { preferredAccountType })
      }
    })
  })
})
