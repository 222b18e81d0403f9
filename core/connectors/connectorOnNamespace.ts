import { Option } from "effect"
import type { ChainNamespace } from "../../schemas/ChainNamespace.js"
import type { Connector } from "../../schemas/Connector.js"

/**
 * A connector as it serves one namespace: itself when that is its namespace; a copy on that
 * namespace when it also lists networks of it (a WalletConnect session spans families, and its one
 * connector is stored under each namespace it connected); none when it does not serve it.
 */
export const connectorOnNamespace = (connector: Connector, namespace: ChainNamespace): Option.Option<Connector> => {
  if (connector.chain === namespace) return Option.some(connector)
  const chains = (connector.chains ?? []).filter((network) => network.chainNamespace === namespace)
  return chains.length === 0 ? Option.none() : Option.some({ ...connector, chain: namespace, chains })
}
