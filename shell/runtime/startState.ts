import type { ResolvedOptions } from "../../core/config/ResolvedOptions.js"
import { initialChainStates } from "../../core/connection/initialChainStates.js"
import type { TrackedEvent } from "../../core/services/Analytics.js"
import type { Chains } from "../../core/services/ChainState.js"
import type { ConnectorsState } from "../../core/services/Connectors.js"
import type { ModalState } from "../../core/services/Modal.js"
import type { ThemeMode, ThemeState } from "../../core/services/Theme.js"
import type { ChainNamespace } from "../../schemas/ChainNamespace.js"
import type { PaintChains } from "./paintStoredAccounts.js"

/**
 * The state the hooks and the instance's getters read, one cell per `StateRef` they follow,
 * in plain values (an empty Option is `undefined`), so the page draws them without Effect code.
 */
export interface ShellState {
  readonly modal: ModalState
  readonly chains: Chains
  readonly activeNamespace: ChainNamespace | undefined
  readonly theme: ThemeState
  /** The last event tracked, for `useAppKitEvents`. */
  readonly events: TrackedEvent | undefined
  readonly connectors: ConnectorsState
}

export type ShellStateKey = keyof ShellState

/**
 * The namespaces of `restoring` connecting: each has a stored connection that the start-up program
 * restores (SPEC §4: "connecting while syncing a stored connection").
 */
export const restoringChains = (chains: Chains, restoring: ReadonlySet<ChainNamespace>): Chains => {
  if (restoring.size === 0) return chains
  const marked = new Map(chains)
  for (const namespace of restoring) {
    const state = chains.get(namespace)
    if (state !== undefined) marked.set(namespace, { ...state, accountState: { ...state.accountState, status: "connecting" } })
  }
  return marked
}

/**
 * What each cell holds before the instance's runtime exists: the values its state services start
 * with, computed from the options alone, so the host's first render needs no runtime. A test
 * checks them against a runtime's first values. `restoring`: the namespaces whose connection the
 * page remembers and the start-up program restores, so their accounts are connecting from the first render on (a
 * button shows its busy state at once, not Connect first), with the stored account painted in
 * by `paint` (see `paintStoredAccounts`).
 */
export const startState = (
  options: ResolvedOptions,
  systemThemeMode: ThemeMode | undefined,
  restoring: ReadonlySet<ChainNamespace> = new Set(),
  paint: PaintChains = (chains) => chains
): ShellState => {
  const chains = initialChainStates(options.networks, options.defaultNetwork)
  return {
    modal: { open: false, loading: false },
    chains: paint(restoringChains(chains.chains, restoring)),
    activeNamespace: chains.activeNamespace,
    theme: { themeMode: options.themeMode ?? systemThemeMode ?? "dark", themeVariables: options.themeVariables },
    events: undefined,
    connectors: { connectors: [], activeConnectorIds: {}, connections: {} }
  }
}
