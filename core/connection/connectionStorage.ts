/**
 * The stored form of the connections (WIRE §5), written after every change so a reload can
 * reconnect silently. Storage never fails; a value that cannot be encoded is logged and skipped.
 */
import { Effect, Option } from "effect"
import type { ParseResult } from "effect"
import type { ChainNamespace } from "../../schemas/ChainNamespace.js"
import { connectedConnectorIdKey } from "../../schemas/StorageKeys.js"
import type { Network } from "../../schemas/Network.js"
import type { Storage } from "../services/Storage.js"
import { readStoredValue, writeStoredValue } from "../storage/storedValues.js"
import { removeStored } from "../storage/storedWithCodec.js"
import { updateConnections } from "./multiWallet/updateConnections.js"

const logged = (write: Effect.Effect<void, ParseResult.ParseError, Storage>) =>
  write.pipe(Effect.catchAll((error) => Effect.logWarning(`A connection value was not stored: ${error.message}`)))

/** Stores the connector a namespace is connected through (`@appkit/<namespace>:connected_connector_id`). */
export const storeConnectorId = (namespace: ChainNamespace, connectorId: string) =>
  logged(writeStoredValue(connectedConnectorIdKey(namespace), connectorId))

/**
 * Stores the connections (`@appkit/connections`): the live ones and those remembered from earlier
 * visits, read back first if they are not yet, so a reconnect after a reload keeps the other
 * wallets on offer.
 */
export const storeConnections = Effect.asVoid(updateConnections((state) => state))

const storedNamespaces = Effect.map(readStoredValue("@appkit/connected_namespaces"), Option.getOrElse((): ReadonlyArray<ChainNamespace> => []))

/**
 * The stored record of a connection made or restored in `namespace` on `network`. The connections
 * go first: a reload checks the connector id against them (storedConnectorId), so no instant
 * leaves an id that they do not name yet.
 */
export const storeConnection = (namespace: ChainNamespace, connectorId: string, network: Network) =>
  Effect.gen(function* () {
    const namespaces = yield* storedNamespaces
    yield* storeConnections
    yield* storeConnectorId(namespace, connectorId)
    yield* logged(writeStoredValue("@appkit/active_caip_network_id", network.caipNetworkId))
    yield* logged(writeStoredValue("@appkit/active_namespace", network.chainNamespace))
    yield* logged(writeStoredValue("@appkit/connected_namespaces", namespaces.includes(namespace) ? namespaces : [...namespaces, namespace]))
    yield* logged(writeStoredValue("@appkit/connection_status", "connected"))
  })

/** The network (and its namespace) the modal is on, restored after a reload. */
export const storeActiveNetwork = (network: Network) =>
  Effect.gen(function* () {
    yield* logged(writeStoredValue("@appkit/active_caip_network_id", network.caipNetworkId))
    yield* logged(writeStoredValue("@appkit/active_namespace", network.chainNamespace))
    yield* storeConnections
  })

/** Removes the stored connection of `namespace`, so it is not restored after a reload. */
export const forgetStoredConnection = (namespace: ChainNamespace) =>
  Effect.gen(function* () {
    const remaining = (yield* storedNamespaces).filter((stored) => stored !== namespace)
    yield* removeStored(connectedConnectorIdKey(namespace))
    yield* remaining.length === 0
      ? Effect.zipRight(removeStored("@appkit/connected_namespaces"), logged(writeStoredValue("@appkit/connection_status", "disconnected")))
      : logged(writeStoredValue("@appkit/connected_namespaces", remaining))
    yield* storeConnections
  })
