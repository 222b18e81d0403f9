/**
 * What the hooks and the instance methods report, derived from the core's state. Pure functions
 * of state values, so a hook recomputes them only when a ref it watches changes.
 */
import { Option } from "effect"
import type { AccountStatus, AccountUser, ConnectedWalletInfo, PreferredAccountType } from "../../schemas/Account.js"
import type { CaipAddress, CaipNetworkId } from "../../schemas/Caip.js"
import type { ChainNamespace } from "../../schemas/ChainNamespace.js"
import type { SocialProvider } from "../../schemas/Forms.js"
import type { Network } from "../../schemas/Network.js"
import { chainIdOf } from "../../core/networks/chainIdOf.js"
import type { Chains, NamespaceState } from "../../core/services/ChainState.js"
import type { ModalState } from "../../core/services/Modal.js"

export interface AppKitState {
  readonly open: boolean
  readonly loading: boolean
  /** CAIP-2 id of the active namespace's network. */
  readonly selectedNetworkId: CaipNetworkId | undefined
  readonly activeChain: ChainNamespace | undefined
}

/** Present when the account belongs to the embedded (email or social) wallet. */
export interface EmbeddedWalletInfo {
  readonly user: AccountUser | undefined
  readonly authProvider: SocialProvider | "email"
  readonly accountType: PreferredAccountType | undefined
  readonly isSmartAccountDeployed: boolean
}

export interface AccountInfo {
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
  active: Option.Option<ChainNamespace>,
  namespace?: ChainNamespace
): NamespaceState | undefined => {
  const wanted = namespace ?? Option.getOrUndefined(active)
  return wanted === undefined ? undefined : chains.get(wanted)
}

export const appKitState = (modal: ModalState, chains: Chains, active: Option.Option<ChainNamespace>): AppKitState => ({
  open: modal.open,
  loading: modal.loading,
  selectedNetworkId: namespaceState(chains, active)?.networkState.caipNetwork?.caipNetworkId,
  activeChain: Option.getOrUndefined(active)
})

export const accountInfo = (state: NamespaceState | undefined): AccountInfo => {
  const account = state?.accountState
  const caipAddress = account?.caipAddress
  // The embedded wallet is the only connector that reports a signed-in user.
  const embedded = caipAddress !== undefined && account?.user !== undefined
  return {
    address: caipAddress === undefined ? undefined : account?.address,
    caipAddress,
    isConnected: caipAddress !== undefined,
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

export const walletInfo = (state: NamespaceState | undefined): ConnectedWalletInfo | undefined =>
  state?.accountState.caipAddress === undefined ? undefined : state.accountState.connectedWalletInfo
