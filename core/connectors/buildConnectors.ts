import { Option } from "effect"
import type { ChainNamespace } from "../../schemas/ChainNamespace.js"
import type { Connector } from "../../schemas/Connector.js"
import type { Network } from "../../schemas/Network.js"
import type { RemoteFeatures } from "../../schemas/RemoteFeatures.js"
import type { ResolvedOptions } from "../config/ResolvedOptions.js"
import { usesEmbeddedWallet } from "../config/usesEmbeddedWallet.js"
import type { DiscoveredWallet, PageWallet, StandardWallet } from "../services/WalletDiscovery.js"
import {
  AUTH_CONNECTOR_ID,
  AUTH_CONNECTOR_NAME,
  INJECTED_CONNECTOR_ID,
  INJECTED_CONNECTOR_NAME,
  WALLET_CONNECT_CONNECTOR_ID,
  WALLET_CONNECT_CONNECTOR_NAME
} from "./connectorIds.js"
import { isConnectorExcluded } from "./isConnectorExcluded.js"

/** The options that decide which connectors exist. */
export type ConnectorOptions = Pick<
  ResolvedOptions,
  | "projectId"
  | "networks"
  | "enableWalletConnect"
  | "enableInjected"
  | "enableEIP6963"
  | "enableWallets"
  | "excludeWalletIds"
  | "loginMethods"
>

export interface ConnectorSources {
  readonly options: ConnectorOptions
  /** The features in effect: the embedded wallet exists while email or a social login is on (and has its section). */
  readonly features: Pick<RemoteFeatures, "email" | "socials">
  /** EIP-6963 announcements, in the order they came. */
  readonly announced: ReadonlyArray<DiscoveredWallet>
  /** The plain `window.ethereum`, if any. */
  readonly injected: Option.Option<DiscoveredWallet>
  /** Wallet Standard wallets, in the order they registered. */
  readonly standard?: ReadonlyArray<StandardWallet> | undefined
  /** Wallets the families' own page conventions list, in their order. */
  readonly pageWallets?: ReadonlyArray<PageWallet> | undefined
}

/** Chain families the embedded wallet serves (SPEC §9). */
const AUTH_NAMESPACES: ReadonlyArray<ChainNamespace> = ["eip155", "solana"]

const namespacesOf = (networks: ReadonlyArray<Network>): ReadonlyArray<ChainNamespace> => [
  ...new Set(networks.map((network) => network.chainNamespace))
]

/** One connector per wallet (rdns): a wallet announcing again replaces its earlier provider in place. */
const announcedConnectors = (announced: ReadonlyArray<DiscoveredWallet>, evm: ReadonlyArray<Network>): ReadonlyArray<Connector> => {
  const byId = new Map<string, Connector>()
  for (const { info, provider } of announced) {
    const id = info.rdns === "" ? info.uuid : info.rdns
    byId.set(id, {
      id,
      name: info.name,
      type: "ANNOUNCED",
      provider,
      imageUrl: info.icon === "" ? undefined : info.icon,
      info: { rdns: info.rdns, name: info.name, icon: info.icon },
      chain: "eip155",
      chains: evm
    })
  }
  return [...byId.values()]
}

/**
 * A connect feature, without which a wallet cannot be connected: Wallet Standard's own
 * (`standard:connect`) or a chain's extension of it (`bitcoin:connect`, which asks for accounts by
 * purpose).
 */
const isConnectFeature = (feature: string): boolean => feature.endsWith(":connect")

/**
 * One connector per Wallet Standard wallet (by name) and namespace the wallet names a chain of
 * (`solana:mainnet` is namespace solana) among those the app has networks of; EVM wallets come
 * through EIP-6963 instead, so eip155 chains named here are left to it.
 */
const standardConnectors = (standard: ReadonlyArray<StandardWallet>, networks: ReadonlyArray<Network>): ReadonlyArray<Connector> => {
  const byId = new Map<string, Connector>()
  for (const wallet of standard) {
    if (!wallet.features.some(isConnectFeature)) continue
    const namespaces = new Set(wallet.chains.map((chain) => chain.split(":")[0]))
    for (const namespace of namespacesOf(networks)) {
      if (namespace === "eip155" || !namespaces.has(namespace)) continue
      // Stored as one word (WIRE §5): the name's spaces become dashes.
      const id = `${namespace}:${wallet.name.trim().toLowerCase().replace(/\s+/g, "-")}`
      byId.set(id, {
        id,
        name: wallet.name,
        type: "ANNOUNCED",
        provider: wallet.wallet,
        imageUrl: wallet.icon === "" ? undefined : wallet.icon,
        info: { name: wallet.name, icon: wallet.icon },
        chain: namespace,
        chains: networks.filter((network) => network.chainNamespace === namespace)
      })
    }
  }
  return [...byId.values()]
}

const walletKey = (name: string | undefined): string => (name ?? "").trim().toLowerCase()

/**
 * One connector per wallet a family's own convention lists, of its namespace when the app has
 * networks of it, an INJECTED one (its provider is on `window`). A wallet of the same name already
 * listed there through the Wallet Standard is left to that entry: one row per wallet.
 */
const pageConnectors = (pageWallets: ReadonlyArray<PageWallet>, networks: ReadonlyArray<Network>, standard: ReadonlyArray<Connector>) =>
  pageWallets.flatMap((wallet): Array<Connector> => {
    const chains = networks.filter((network) => network.chainNamespace === wallet.namespace)
    const listed = standard.some((connector) => connector.chain === wallet.namespace && walletKey(connector.name) === walletKey(wallet.name))
    return chains.length === 0 || listed
      ? []
      : [{ id: `${wallet.namespace}:${wallet.id}`, name: wallet.name, type: "INJECTED", provider: wallet.provider, imageUrl: wallet.icon || undefined, chain: wallet.namespace, chains }]
  })

/**
 * The connectors the options, features and the page's wallets allow, in discovery order:
 * wallet-connect, the announced wallets, the plain injected provider (unless a wallet already
 * announced that same provider), the Wallet Standard wallets of the app's other families, the
 * wallets their own page conventions list, then the embedded wallet (once its login section
 * exists). `enableWallets: false` leaves only the embedded wallet; EIP-6963 and injected wallets
 * need an EVM network; excluded wallets are left out.
 */
export const buildConnectors = (sources: ConnectorSources): ReadonlyArray<Connector> => {
  const { options, features, announced, injected } = sources
  const namespaces = namespacesOf(options.networks)
  const first = namespaces[0]
  if (first === undefined) return []
  const evm = options.networks.filter((network) => network.chainNamespace === "eip155")
  const wallets = options.enableWallets
  const connectors: Array<Connector> = []

  if (wallets && options.enableWalletConnect && options.projectId !== "") {
    connectors.push({
      id: WALLET_CONNECT_CONNECTOR_ID,
      name: WALLET_CONNECT_CONNECTOR_NAME,
      type: "WALLET_CONNECT",
      chain: first,
      chains: options.networks
    })
  }
  if (wallets && evm.length > 0) {
    const announcedList = options.enableEIP6963 ? announced : []
    connectors.push(...announcedConnectors(announcedList, evm))
    const plain = Option.filter(injected, (wallet) => !announcedList.some((a) => a.provider === wallet.provider))
    if (options.enableInjected && Option.isSome(plain)) {
      connectors.push({
        id: INJECTED_CONNECTOR_ID,
        name: INJECTED_CONNECTOR_NAME,
        type: "INJECTED",
        provider: plain.value.provider,
        chain: "eip155",
        chains: evm
      })
    }
  }
  if (wallets && options.enableEIP6963) {
    const standard = standardConnectors(sources.standard ?? [], options.networks)
    connectors.push(...standard, ...pageConnectors(sources.pageWallets ?? [], options.networks, standard))
  }
  const authNamespace = namespaces.find((namespace) => AUTH_NAMESPACES.includes(namespace))
  if (usesEmbeddedWallet(features, options.loginMethods) && authNamespace !== undefined) {
    connectors.push({
      id: AUTH_CONNECTOR_ID,
      name: AUTH_CONNECTOR_NAME,
      type: "AUTH",
      chain: authNamespace,
      chains: options.networks.filter((network) => AUTH_NAMESPACES.includes(network.chainNamespace))
    })
  }
  return connectors.filter((connector) => !isConnectorExcluded(connector, options.excludeWalletIds))
}
