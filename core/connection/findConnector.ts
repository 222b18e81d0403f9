import { Effect, Option, Ref } from "effect"
import type { ChainNamespace } from "../../schemas/ChainNamespace.js"
import type { Connector } from "../../schemas/Connector.js"
import { connectorOnNamespace } from "../connectors/connectorOnNamespace.js"
import { Connectors } from "../services/Connectors.js"

/** Among connectors, the one known by `id` (a MULTI_CHAIN group's members count too), seen on `namespace` when it serves it. */
export const connectorById = (connectors: ReadonlyArray<Connector>, id: string, namespace?: ChainNamespace): Option.Option<Connector> => {
  const matching = connectors.flatMap((connector) => [connector, ...(connector.connectors ?? [])]).filter((connector) => connector.id === id)
  if (namespace !== undefined) {
    const served = matching.find((connector) => connector.chain === namespace) ?? matching.find((connector) => Option.isSome(connectorOnNamespace(connector, namespace)))
    if (served !== undefined) return connectorOnNamespace(served, namespace)
  }
  return Option.fromNullable(matching[0])
}

/**
 * The connector known by `id` now; with a namespace, as it serves that namespace (a WalletConnect
 * connector spans several), else as it is listed.
 */
export const findConnector = (id: string, namespace?: ChainNamespace): Effect.Effect<Option.Option<Connector>, never, Connectors> =>
  Effect.gen(function* () {
    const { state } = yield* Connectors
    return connectorById((yield* Ref.get(state)).connectors, id, namespace)
  })
