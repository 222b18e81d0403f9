/**
 * A modal as the wagmi bridge sees it (the instance's account, network, state and actions),
 * driven by the test: the bridge's own rules are checked here; the real modal is driven by the
 * packed host's browser test.
 */
import type { ResolvedOptions } from "../../core/config/ResolvedOptions.js"
import type { AccountStatus } from "../../schemas/Account.js"
import type { Network } from "../../schemas/Network.js"
import type { AppKitInstance, OpenOptions } from "../../shell/AppKitInstance.js"
import type { AccountInfo } from "../../shell/runtime/selectors.js"
import type { Provider } from "../../shell/Provider.js"

export interface FakeModal {
  readonly instance: AppKitInstance
  readonly options: ResolvedOptions
  readonly set: (change: Partial<FakeState>) => void
  readonly opened: Array<OpenOptions | undefined>
  readonly switched: Array<Network>
  readonly disconnected: Array<string | undefined>
}

export interface FakeState {
  readonly initialized: boolean
  readonly open: boolean
  readonly status: AccountStatus
  readonly address: string | undefined
  readonly network: Network
  readonly wallet: Provider | undefined
  /** What `switchNetwork` does: switch (default) or fail with this error. */
  readonly switchFails: Error | undefined
}

export const makeFakeModal = (networks: ReadonlyArray<Network>, endpoints: Partial<ResolvedOptions["endpoints"]> = {}): FakeModal => {
  const first = networks[0]
  if (first === undefined) throw new Error("no network")
  let state: FakeState = { initialized: false, open: false, status: "disconnected", address: undefined, network: first, wallet: undefined, switchFails: undefined }
  const listeners = new Set<() => void>()
  const set = (change: Partial<FakeState>) => {
    state = { ...state, ...change }
    for (const listener of [...listeners]) listener()
  }
  const subscribe = (listener: () => void) => {
    listeners.add(listener)
    return () => void listeners.delete(listener)
  }
  const account = (): AccountInfo => {
    const shown = state.address !== undefined && (state.status === "connected" || state.status === "reconnecting")
    return {
      allAccounts: [],
      address: shown ? state.address : undefined,
      caipAddress: shown ? `eip155:${String(state.network.id)}:${state.address}` : undefined,
      isConnected: state.status === "connected" && state.address !== undefined,
      status: state.status,
      embeddedWalletInfo: undefined
    } as AccountInfo
  }
  const opened: Array<OpenOptions | undefined> = []
  const switched: Array<Network> = []
  const disconnected: Array<string | undefined> = []
  const instance = {
    getState: () => ({ open: state.open, loading: false, selectedNetworkId: state.network.caipNetworkId, activeChain: "eip155", initialized: state.initialized }),
    subscribeState: (callback: () => void) => subscribe(callback),
    getAccount: () => account(),
    subscribeAccount: (callback: () => void) => subscribe(callback),
    subscribeNetwork: (callback: () => void) => subscribe(callback),
    getCaipNetwork: () => state.network,
    getWalletProvider: () => (state.status === "connected" ? state.wallet : undefined),
    open: async (options?: OpenOptions) => {
      opened.push(options)
      set({ open: true })
    },
    switchNetwork: async (network: Network) => {
      switched.push(network)
      if (state.switchFails !== undefined) throw state.switchFails
      set({ network })
    },
    disconnect: async (namespace?: string) => {
      disconnected.push(namespace)
      set({ status: "disconnected", address: undefined })
    }
  } as unknown as AppKitInstance
  const options = {
    projectId: "project-of-the-test",
    networks,
    customRpcUrls: {},
    endpoints: { blockchain: "https://rpc.walletconnect.org", catalogue: "", analytics: "", secureSite: "", relay: "", ...endpoints }
  } as unknown as ResolvedOptions
  return { instance, options, set, opened, switched, disconnected }
}
