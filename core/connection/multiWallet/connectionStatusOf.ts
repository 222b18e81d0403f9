import type { ChainNamespace } from "../../../schemas/ChainNamespace.js"
import type { Connection } from "../../../schemas/Connection.js"
import type { ConnectorsState } from "../../services/Connectors.js"

/**
 * Where a connection stands (SPEC §4): `connected` is the namespace's active wallet, `active` is
 * connected alongside it, `disconnected` is remembered from earlier but not connected now.
 */
export const CONNECTION_STATUSES = ["connected", "active", "disconnected"] as const
export type ConnectionStatus = (typeof CONNECTION_STATUSES)[number]

export const isConnectionStatus = (status: string): status is ConnectionStatus =>
  (CONNECTION_STATUSES as ReadonlyArray<string>).includes(status)

/** Connector ids compare without case: wallets and stored values disagree on it. */
export const sameConnectorId = (a: string, b: string | undefined): boolean => b !== undefined && a.toLowerCase() === b.toLowerCase()

export const connectionStatusOf = (
  state: Pick<ConnectorsState, "activeConnectorIds" | "connections">,
  connection: Pick<Connection, "connectorId">,
  namespace: ChainNamespace
): ConnectionStatus => {
  if (sameConnectorId(connection.connectorId, state.activeConnectorIds[namespace])) return "connected"
  const live = state.connections[namespace] ?? []
  return live.some((c) => sameConnectorId(c.connectorId, connection.connectorId))
    ? "active"
    : "disconnected"
}
