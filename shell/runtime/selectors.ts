/**
 * What the hooks and the instance methods report, derived from the core's state. Pure functions
 * of state values, so a hook recomputes them only when a ref it watches changes.
 */
import type { AccountStatus, AccountUser, ConnectedWalletInfo, NamespaceAccount, PreferredAccountType } from "../../schemas/Account.js"
import type { CaipAddress, CaipNetworkId } from "../../schemas/Caip.js"
import type { ChainNamespace } from "../../schemas/ChainNamespace.js"
import type { SocialOption } from "../../schemas/Forms.js"
import type { Network } from "../../schemas/Network.js"
import { chainIdOf } from "../../core/networks/chainIdOf.js"
import type { Chains, NamespaceState } from "../../core/services/ChainState.js"
import type { ConnectorsState } from "../../core/services/Connectors.js"
import type { Connector } from "../../schemas/Connector.js"
import type { ModalState } from "../../core/services/Modal.js"
import type { TrackedEvent } from "../../core/services/Analytics.js"

export interface AppKitState {
  readonly open: boolean
  readonly loading: boolean
  /** CAIP-2 id of the active namespace's network. */
  readonly selectedNetworkId: CaipNetworkId | undefined
  readonly activeChain: ChainNamespace | undefined
  /** Whether the instance's runtime runs (AppKit's `initialized`): false until its start is done. */
  readonly initialized: boolean
}

/** Present when the account belongs to the embedded (email or social) wallet. */
export interface EmbeddedWalletInfo {
  readonly user: AccountUser | undefined
  readonly authProvider: SocialOption | "email"
  readonly accountType: PreferredAccountType | undefined
  readonly isSmartAccountDeployed: boolean
}

export interface AccountInfo {
  /**
   * Every account of the connection (AppKit's `allAccounts`): a Bitcoin wallet's payment and
   * ordinal accounts with their keys and paths; elsewhere the one account. Empty when not connected.
   */
  readonly allAccounts: ReadonlyArray<NamespaceAccount>
  readonly address: string | undefined
  readonly caipAddress: CaipAddress | undefined
  readonly isConnected: boolean
  readonly status: AccountStatus | undefined
  readonly embeddedWalletInfo: EmbeddedWalletInfo | undefined
}

export interface NetworkInfo {
  readonly caipNetwork: Network | undefined
  readonly caipNetworkId: CaipNetworkId | undefined
  readonly chainId: number | string | undefined
}

/** The namespace asked for, else the active one. */
export const namespaceState = (
  chains: Chains,
  active: ChainNamespace | undefined,
  namespace?: ChainNamespace
): NamespaceState | undefined => {
  const wanted = namespace ?? active
  return wanted === undefined ? undefined : chains.get(wanted)
}

export const appKitState = (modal: ModalState, chains: Chains, active: ChainNamespace | undefined, initialized = false): AppKitState => ({
  open: modal.open,
  loading: modal.loading,
  selectedNetworkId: namespaceState(chains, active)?.networkState.caipNetwork?.caipNetworkId,
  activeChain: active,
  initialized
})

export const accountInfo = (state: NamespaceState | undefined): AccountInfo => {
  const account = state?.accountState
  const caipAddress = account?.caipAddress
  // The embedded wallet is the only connector that reports a signed-in user.
  const embedded = caipAddress !== undefined && account?.user !== undefined
  const address = caipAddress === undefined ? undefined : account?.address
  const one: ReadonlyArray<NamespaceAccount> =
    address === undefined || state === undefined ? [] : [{ namespace: state.namespace, address, type: account?.preferredAccountType ?? "eoa" }]
  return {
    allAccounts: caipAddress === undefined ? [] : (account?.allAccounts ?? one),
    address,
    caipAddress,
    // A stored account painted while it is restored is shown, not connected (see paintStoredAccounts).
    isConnected: caipAddress !== undefined && account?.status !== "reconnecting",
    status: account?.status,
    embeddedWalletInfo:
      embedded && account !== undefined
        ? {
            user: account.user,
            authProvider: account.socialProvider ?? "email",
            accountType: account.preferredAccountType,
            isSmartAccountDeployed: account.smartAccountDeployed ?? false
          }
        : undefined
  }
}

export const networkInfo = (state: NamespaceState | undefined): NetworkInfo => {
  const caipNetwork = state?.networkState.caipNetwork
  return {
    caipNetwork,
    caipNetworkId: caipNetwork?.caipNetworkId,
    chainId: caipNetwork === undefined ? undefined : chainIdOf(caipNetwork)
  }
}

/**
 * The connector a namespace is connected through: the active connector id of the namespace, and
 * for a connector grouping several namespaces, its own connector of that namespace.
 */
export const activeConnector = (connectors: ConnectorsState, namespace: ChainNamespace | undefined): Connector | undefined => {
  if (namespace === undefined) return undefined
  const id = connectors.activeConnectorIds[namespace]?.toLowerCase()
  if (id === undefined) return undefined
  const connector = connectors.connectors.find((candidate) => candidate.id.toLowerCase() === id)
  return connector?.connectors?.find((inner) => inner.chain === namespace) ?? connector
}

/**
 * What the connected wallet says about itself; when it said nothing, the name and icon of the
 * connector it connected through. Nothing while the namespace is not connected.
 */
export const walletInfo = (state: NamespaceState | undefined, connectors?: ConnectorsState): ConnectedWalletInfo | undefined => {
  if (state?.accountState.caipAddress === undefined) return undefined
  const told = state.accountState.connectedWalletInfo
  if (told !== undefined || connectors === undefined) return told
  const connector = activeConnector(connectors, state.namespace)
  const name = connector?.info?.name ?? connector?.name
  if (connector === undefined || name === undefined) return undefined
  const icon = connector.info?.icon ?? connector.imageUrl
  return icon === undefined ? { name, type: connector.type } : { name, icon, type: connector.type }
}

export interface WalletProviderInfo {
  readonly walletProvider: unknown
  readonly walletProviderType: Connector["type"] | undefined
}

/** The provider of the connector a namespace is connected through (an EIP-1193 provider on eip155). */
export const walletProvider = (connectors: ConnectorsState, namespace: ChainNamespace): WalletProviderInfo => {
  const connector = activeConnector(connectors, namespace)
  return connector?.provider === undefined
    ? { walletProvider: undefined, walletProviderType: undefined }
    : { walletProvider: connector.provider, walletProviderType: connector.type }
}

/** The last event the modal tracked, or none yet (AppKit's `{ timestamp, data }` either way). */
export type LastEvent = TrackedEvent | { readonly timestamp: undefined; readonly data: undefined }

export const NO_EVENT: LastEvent = { timestamp: undefined, data: undefined }

/** The provider of every namespace the modal has, connected or not (`undefined` while not). */
export const walletProviders = (
  connectors: ConnectorsState,
  namespaces: ReadonlyArray<ChainNamespace>
): Partial<Record<ChainNamespace, unknown>> =>
  Object.fromEntries(namespaces.map((namespace) => [namespace, walletProvider(connectors, namespace).walletProvider]))
