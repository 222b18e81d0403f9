import { Effect, Ref } from "effect"
import type { ChainNamespace } from "../../../schemas/ChainNamespace.js"
import type { Connection } from "../../../schemas/Connection.js"
import { Connectors } from "../../services/Connectors.js"
import { connectionStatusOf, sameConnectorId } from "./connectionStatusOf.js"
import { requireMultiWallet } from "./requireMultiWallet.js"
import { updateConnections } from "./updateConnections.js"

/** `list` without the connection, or, given an address, without that account of it (the connection goes with its last account). */
const dropFrom = (list: ReadonlyArray<Connection> | undefined, connectorId: string, address: string | undefined): ReadonlyArray<Connection> =>
  (list ?? []).flatMap((c) => {
    if (!sameConnectorId(c.connectorId, connectorId)) return [c]
    if (address === undefined) return []
    const accounts = c.accounts.filter((account) => account.address.toLowerCase() !== address.toLowerCase())
    return accounts.length === 0 ? [] : [{ ...c, accounts }]
  })

/**
 * Forgets a wallet of `namespace` (or one `address` of it): it leaves the wallet list and
 * `@appkit/connections`. A wallet connected alongside the active one stops being tracked; the
 * active wallet itself is ended with `disconnect`, not deleted, so it is left as it is.
 * While multi-wallet is off the info alert shows and nothing changes.
 */
export const deleteConnection = Effect.fn("deleteConnection")(function* (params: {
  readonly connection: Connection
  readonly namespace: ChainNamespace
  readonly address?: string
}) {
  const { connection, namespace, address } = params
  if (!(yield* requireMultiWallet)) return
  const { state } = yield* Connectors
  if (connectionStatusOf(yield* Ref.get(state), connection, namespace) === "connected") {
    return yield* Effect.logWarning(`${connection.connectorId} is the active wallet of ${namespace}: disconnect it instead of deleting it`)
  }
  yield* updateConnections((current) => ({
    ...current,
    connections: { ...current.connections, [namespace]: dropFrom(current.connections[namespace], connection.connectorId, address) },
    recentConnections: {
      ...current.recentConnections,
      [namespace]: dropFrom(current.recentConnections?.[namespace], connection.connectorId, address)
    }
  }))
})
