import type { ConnectorsState } from "../../../core/services/Connectors.js"
import type { ChainNamespace } from "../../../schemas/ChainNamespace.js"
import type { Connector } from "../../../schemas/Connector.js"
import type { Network } from "../../../schemas/Network.js"

/** A connector that connects in `namespace`: its own family, one it groups, or WalletConnect (every family). */
const servesNamespace = (connector: Connector, namespace: ChainNamespace): boolean =>
  connector.type === "WALLET_CONNECT" ||
  connector.chain === namespace ||
  (connector.connectors ?? []).some((inner) => inner.chain === namespace)

/**
 * Connect opened for one chain family (`open({ namespace })`): the connectors that connect in it,
 * and the networks of that family, which the catalogue's wallets are matched against. Without a
 * namespace, everything as it is.
 */
export const namespaceFilter = <O extends { readonly networks: ReadonlyArray<Network> }>(
  connectors: Pick<ConnectorsState, "connectors">,
  options: O,
  namespace: ChainNamespace | undefined
): { readonly connectors: Pick<ConnectorsState, "connectors">; readonly options: O } =>
  namespace === undefined
    ? { connectors, options }
    : {
        connectors: { connectors: connectors.connectors.filter((connector) => servesNamespace(connector, namespace)) },
        options: { ...options, networks: options.networks.filter((network) => network.chainNamespace === namespace) }
      }
