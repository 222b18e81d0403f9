import { Effect } from "effect"
import type { ChainNamespace } from "../../../schemas/ChainNamespace.js"
import { sameConnectorId } from "./connectionStatusOf.js"
import { updateConnections, withoutConnector } from "./updateConnections.js"

/**
 * A wallet of `namespace` disconnected: its connection is no longer live but stays remembered
 * (first among the recent ones), and it stops being the active one if it was.
 */
export const endConnection = Effect.fn("endConnection")(function* (params: {
  readonly namespace: ChainNamespace
  readonly connectorId: string
}) {
  const { namespace, connectorId } = params
  yield* updateConnections((state) => {
    const ended = (state.connections[namespace] ?? []).find((c) => sameConnectorId(c.connectorId, connectorId))
    if (ended === undefined) return state
    const { [namespace]: active, ...otherActive } = state.activeConnectorIds
    return {
      ...state,
      activeConnectorIds: sameConnectorId(connectorId, active) ? otherActive : state.activeConnectorIds,
      connections: { ...state.connections, [namespace]: withoutConnector(state.connections[namespace], connectorId) },
      recentConnections: {
        ...state.recentConnections,
        [namespace]: [ended, ...withoutConnector(state.recentConnections?.[namespace], connectorId)]
      }
    }
  })
})
