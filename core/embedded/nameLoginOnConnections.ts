import { Effect } from "effect"
import type { ChainNamespace } from "../../schemas/ChainNamespace.js"
import type { Connection } from "../../schemas/Connection.js"
import { sameConnectorId } from "../connection/multiWallet/connectionStatusOf.js"
import { updateConnections } from "../connection/multiWallet/updateConnections.js"
import { AUTH_CONNECTOR_ID } from "../connectors/connectorIds.js"

/**
 * Names the login on the embedded wallet's live connections of `namespaces` (WIRE §5 `auth`),
 * stored at once: the wallet list names the connection by it, and once the connection is only
 * remembered, switching to it logs in the same way again (SPEC §4).
 */
export const nameLoginOnConnections = (namespaces: ReadonlyArray<ChainNamespace>, auth: NonNullable<Connection["auth"]>) =>
  namespaces.length === 0
    ? Effect.void
    : updateConnections((state) => {
        const connections = { ...state.connections }
        for (const namespace of namespaces) {
          const live = connections[namespace]
          if (live !== undefined) connections[namespace] = live.map((c) => (sameConnectorId(AUTH_CONNECTOR_ID, c.connectorId) ? { ...c, auth } : c))
        }
        return { ...state, connections }
      }).pipe(Effect.asVoid, Effect.withSpan("embedded.nameLoginOnConnections"))
