import type { Connector } from "../../schemas/Connector.js"
import type { WcWallet } from "../../schemas/WalletCatalogue.js"
import type { ConnectorTypeOrder } from "../config/AppKitOptions.js"
import { DEFAULT_CONNECTOR_TYPE_ORDER } from "../config/defaults.js"
import type { ResolvedFeatures, ResolvedOptions } from "../config/ResolvedOptions.js"
import type { ConnectorsState } from "../services/Connectors.js"
import type { ChainNamespace } from "../../schemas/ChainNamespace.js"
import { isConnectorExcluded } from "./isConnectorExcluded.js"
import { oneConnectorPerWallet } from "./oneConnectorPerWallet.js"

/** A section of connectors the page offers (the wallets installed, wallet-connect, host connectors). */
export interface ConnectorListSection {
  readonly type: "walletConnect" | "injected" | "external"
  readonly connectors: ReadonlyArray<Connector>
}

/** A section of catalogue wallets (recently used, featured, the host's own, recommended). */
export interface WalletListSection {
  readonly type: "recent" | "featured" | "custom" | "recommended"
  readonly wallets: ReadonlyArray<WcWallet>
}

/** One non-empty section of the wallet list, in display order. */
export type ConnectorSection = ConnectorListSection | WalletListSection

/** Catalogue entries the views fetched; a section without entries is not shown. */
export interface CatalogueWallets {
  /** The featured wallets (those of `featuredWalletIds`, or the catalogue's default ones). */
  readonly featured?: ReadonlyArray<WcWallet>
  readonly recommended?: ReadonlyArray<WcWallet>
  /** Wallets the host lists itself. */
  readonly custom?: ReadonlyArray<WcWallet>
  /** The catalogue entries of `excludeWalletIds`, so connectors match them by rdns and name. */
  readonly excluded?: ReadonlyArray<WcWallet>
}

export type OrderOptions = Pick<ResolvedOptions, "networks" | "featuredWalletIds" | "excludeWalletIds"> & {
  readonly features: Pick<ResolvedFeatures, "connectorTypeOrder">
}

const lower = (value: string | null | undefined): string | undefined =>
  value === undefined || value === null || value === "" ? undefined : value.toLowerCase()

/**
 * The wallet list of the connect views (SPEC §9 connector order): the host's
 * `features.connectorTypeOrder` first, then any section it leaves out in the default order
 * walletConnect, recent, injected, featured, custom, external, recommended; empty sections are
 * dropped. Installed wallets (announced, injected, multi-chain) form the "injected" section, one
 * entry per wallet that connects in `activeNamespace` when it can (oneConnectorPerWallet); a
 * catalogue wallet already installed or recently used is not repeated further down; recommended
 * wallets skip the featured ones; excluded wallets appear nowhere. Pure: the views call it on
 * every change of its inputs.
 */
export const orderConnectors = (
  state: Pick<ConnectorsState, "connectors">,
  options: OrderOptions,
  recent: ReadonlyArray<WcWallet>,
  catalogue: CatalogueWallets = {},
  activeNamespace?: ChainNamespace
): ReadonlyArray<ConnectorSection> => {
  const excludedIds = new Set(options.excludeWalletIds.map((id) => id.toLowerCase()))
  const walletExcluded = (wallet: WcWallet): boolean =>
    [wallet.id, wallet.name, wallet.rdns].some((key) => {
      const k = lower(key)
      return k !== undefined && excludedIds.has(k)
    }) || (catalogue.excluded ?? []).some((excluded) => excluded.id === wallet.id)

  const connectors = state.connectors.filter(
    (connector) => !isConnectorExcluded(connector, options.excludeWalletIds, catalogue.excluded)
  )
  const ofType = (...types: ReadonlyArray<Connector["type"]>) =>
    types.flatMap((type) => connectors.filter((connector) => connector.type === type))

  const installedRdns = new Set(connectors.flatMap((c) => [lower(c.info?.rdns)].filter((r) => r !== undefined)))
  const installedIds = new Set(connectors.flatMap((c) => (c.explorerId === undefined ? [] : [c.explorerId])))
  const isInstalled = (wallet: WcWallet): boolean => {
    const rdns = lower(wallet.rdns)
    return (rdns !== undefined && installedRdns.has(rdns)) || installedIds.has(wallet.id)
  }
  const namespaces = new Set<string>(options.networks.map((network) => network.chainNamespace))
  const fitsNetworks = (wallet: WcWallet): boolean =>
    wallet.chains === undefined ||
    wallet.chains.length === 0 ||
    wallet.chains.some((chain) => namespaces.has(chain.split(":")[0] ?? ""))

  const recentWallets = recent.filter((w) => !walletExcluded(w) && !isInstalled(w) && fitsNetworks(w))
  const recentIds = new Set(recent.map((wallet) => wallet.id))
  const isListedAbove = (wallet: WcWallet): boolean => isInstalled(wallet) || recentIds.has(wallet.id) || walletExcluded(wallet)

  const featuredIds = options.featuredWalletIds
  const featured = (catalogue.featured ?? [])
    .filter((wallet) => featuredIds.length === 0 || featuredIds.includes(wallet.id))
    .sort((a, b) => featuredIds.indexOf(a.id) - featuredIds.indexOf(b.id))
    .filter((wallet) => !isListedAbove(wallet))
  const featuredSet = new Set([...featuredIds, ...(catalogue.featured ?? []).map((wallet) => wallet.id)])
  const recommended = (catalogue.recommended ?? []).filter((wallet) => !isListedAbove(wallet) && !featuredSet.has(wallet.id))

  const sections: Record<ConnectorTypeOrder, ConnectorSection> = {
    walletConnect: { type: "walletConnect", connectors: ofType("WALLET_CONNECT") },
    recent: { type: "recent", wallets: recentWallets },
    injected: { type: "injected", connectors: oneConnectorPerWallet(ofType("MULTI_CHAIN", "ANNOUNCED", "INJECTED"), activeNamespace) },
    featured: { type: "featured", wallets: featured },
    custom: { type: "custom", wallets: (catalogue.custom ?? []).filter((wallet) => !walletExcluded(wallet)) },
    external: { type: "external", connectors: ofType("EXTERNAL") },
    recommended: { type: "recommended", wallets: recommended }
  }
  const order = [...new Set([...options.features.connectorTypeOrder, ...DEFAULT_CONNECTOR_TYPE_ORDER])]
  return order
    .map((type) => sections[type])
    .filter((section) => ("connectors" in section ? section.connectors.length : section.wallets.length) > 0)
}
