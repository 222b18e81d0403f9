import { Effect, Option, SynchronizedRef } from "effect"
import type { ChainNamespace } from "../../../schemas/ChainNamespace.js"
import type { Connection } from "../../../schemas/Connection.js"
import type { ConnectionsValue } from "../../../schemas/StorageValues.js"
import { Connectors } from "../../services/Connectors.js"
import type { ConnectorsState } from "../../services/Connectors.js"
import { readStoredValue, writeStoredValue } from "../../storage/storedValues.js"
import { removeStored } from "../../storage/storedWithCodec.js"
import { sameConnectorId } from "./connectionStatusOf.js"

type PerNamespace = Readonly<Partial<Record<ChainNamespace, ReadonlyArray<Connection>>>>

/** `list` without the connection of `connectorId`. */
export const withoutConnector = (list: ReadonlyArray<Connection> | undefined, connectorId: string): ReadonlyArray<Connection> =>
  (list ?? []).filter((c) => !sameConnectorId(c.connectorId, connectorId))

/** What `@appkit/connections` keeps: per namespace the live connections, then the remembered ones. */
export const storedConnectionsOf = (state: ConnectorsState): ConnectionsValue => {
  const stored: Partial<Record<ChainNamespace, ReadonlyArray<Connection>>> = {}
  const recent: PerNamespace = state.recentConnections ?? {}
  const namespaces = new Set([...Object.keys(state.connections), ...Object.keys(recent)] as Array<ChainNamespace>)
  for (const namespace of namespaces) {
    const live = state.connections[namespace] ?? []
    const earlier = (recent[namespace] ?? []).filter((r) => !live.some((c) => sameConnectorId(c.connectorId, r.connectorId)))
    const all = [...live, ...earlier]
    if (all.length > 0) stored[namespace] = all
  }
  return stored
}

/** The stored connections that are not live, as the remembered ones. */
const remembered = (state: ConnectorsState, stored: ConnectionsValue): PerNamespace => {
  const recent: Partial<Record<ChainNamespace, ReadonlyArray<Connection>>> = {}
  for (const [namespace, list] of Object.entries(stored) as Array<[ChainNamespace, ReadonlyArray<Connection> | undefined]>) {
    const live = state.connections[namespace] ?? []
    recent[namespace] = (list ?? []).filter((c) => !live.some((l) => sameConnectorId(l.connectorId, c.connectorId)))
  }
  return recent
}

/**
 * Changes the connections and stores them under `@appkit/connections` in the same step, so
 * concurrent changes are stored in the order they were made. Until the remembered connections
 * are known (`recentConnections` absent) they are read from storage first, so no change made
 * early in the page's life overwrites what earlier visits stored.
 */
export const updateConnections = (f: (state: ConnectorsState) => ConnectorsState) =>
  Effect.gen(function* () {
    const { state } = yield* Connectors
    return yield* SynchronizedRef.updateAndGetEffect(state, (current) =>
      Effect.gen(function* () {
        const restored =
          current.recentConnections === undefined
            ? {
                ...current,
                recentConnections: Option.match(yield* readStoredValue("@appkit/connections"), {
                  onNone: () => ({}),
                  onSome: (stored) => remembered(current, stored)
                })
              }
            : current
        const next = f(restored)
        const stored = storedConnectionsOf(next)
        // Nothing to remember: the key goes, as after a full disconnect.
        yield* Object.keys(stored).length === 0
          ? removeStored("@appkit/connections")
          : writeStoredValue("@appkit/connections", stored).pipe(
              Effect.catchAll((error) => Effect.logWarning(`Could not store the connections: ${error.message}`))
            )
        return next
      })
    )
  })
