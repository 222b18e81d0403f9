import { Effect } from "effect"
import type { ChainNamespace } from "../../../schemas/ChainNamespace.js"
import type { Connection } from "../../../schemas/Connection.js"
import { sameConnectorId } from "./connectionStatusOf.js"
import { updateConnections, withoutConnector } from "./updateConnections.js"

/**
 * Records a wallet that just connected in `namespace` as live (replacing an earlier live
 * connection of the same connector in place) and no longer merely remembered; stored at once.
 * Does not change which connection is active.
 */
export const addConnection = Effect.fn("addConnection")(function* (params: {
  readonly namespace: ChainNamespace
  readonly connection: Connection
}) {
  const { namespace, connection } = params
  yield* updateConnections((state) => {
    const live = state.connections[namespace] ?? []
    const replaced = live.some((c) => sameConnectorId(c.connectorId, connection.connectorId))
      ? live.map((c) => (sameConnectorId(c.connectorId, connection.connectorId) ? connection : c))
      : [...live, connection]
    return {
      ...state,
      connections: { ...state.connections, [namespace]: replaced },
      recentConnections: { ...state.recentConnections, [namespace]: withoutConnector(state.recentConnections?.[namespace], connection.connectorId) }
    }
  })
})
