import type { ChainNamespace } from "../../../schemas/ChainNamespace.js"
import type { Connection } from "../../../schemas/Connection.js"
import type { ConnectorsState } from "../../services/Connectors.js"
import { sameConnectorId } from "./connectionStatusOf.js"

/** The wallets of one namespace as the wallet list shows them. */
export interface ConnectionsList {
  /** Connected now, the active one first. */
  readonly connections: ReadonlyArray<Connection>
  /** Connected before and not now, whose connector the page still offers. */
  readonly recentConnections: ReadonlyArray<Connection>
}

export const EMPTY_CONNECTIONS: ConnectionsList = { connections: [], recentConnections: [] }

export const connectionsOf = (state: ConnectorsState, namespace: ChainNamespace): ConnectionsList => {
  const active = state.activeConnectorIds[namespace]
  const live = state.connections[namespace] ?? []
  const connections = [
    ...live.filter((c) => sameConnectorId(c.connectorId, active)),
    ...live.filter((c) => !sameConnectorId(c.connectorId, active))
  ]
  const recentConnections = (state.recentConnections?.[namespace] ?? []).filter(
    (recent) =>
      !live.some((c) => sameConnectorId(c.connectorId, recent.connectorId)) &&
      state.connectors.some((connector) => sameConnectorId(connector.id, recent.connectorId))
  )
  return { connections, recentConnections }
}
