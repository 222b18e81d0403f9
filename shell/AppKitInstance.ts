import type { ChainNamespace } from "../schemas/ChainNamespace.js"
import type { CaipAddress, CaipNetworkId } from "../schemas/Caip.js"
import type { Network } from "../schemas/Network.js"
import type { CallsStatus } from "../schemas/CallsStatus.js"
import type { EmbeddedAccountType } from "../schemas/Forms.js"
import type { RouteData } from "../core/router/RouteEntry.js"
import type { ThemeMode, ThemeVariables } from "../core/services/Theme.js"
import type { AccountInfo, AppKitState } from "./runtime/selectors.js"
import type { OpenViewName } from "./views/BuiltInViewName.js"

export interface OpenOptions {
  /**
   * The view to show, one the modal has, by AppKit's public name (`Networks`) or the spec's
   * (`SwitchNetwork`); without one, Account when connected and Connect otherwise. Another name
   * (from unchecked code) rejects with UnknownView.
   */
  readonly view?: OpenViewName
  readonly data?: RouteData
}

/** What `createAppKit` returns: the modal of one configuration, driven from outside React. */
export interface AppKitInstance {
  /** Opens the modal; rejects with UnknownView (a tagged error) for a view the modal does not have. */
  readonly open: (options?: OpenOptions) => Promise<void>
  /** Closes the modal; it stays open when a required sign-in is pending. */
  readonly close: () => Promise<void>
  readonly getState: () => AppKitState
  /** Calls back with the new state whenever it changes; returns the unsubscribe function. */
  readonly subscribeState: (callback: (state: AppKitState) => void) => () => void
  readonly getThemeMode: () => ThemeMode
  readonly getThemeVariables: () => ThemeVariables
  readonly setThemeMode: (mode: ThemeMode) => void
  /** Merges into the current variables. */
  readonly setThemeVariables: (variables: ThemeVariables) => void
  /** The active (or the given) namespace's address, while connected. */
  readonly getAddress: (namespace?: ChainNamespace) => string | undefined
  readonly getCaipAddress: (namespace?: ChainNamespace) => CaipAddress | undefined
  readonly getIsConnectedState: () => boolean
  readonly subscribeAccount: (callback: (account: AccountInfo) => void, namespace?: ChainNamespace) => () => void
  readonly getCaipNetwork: (namespace?: ChainNamespace) => Network | undefined
  readonly getCaipNetworkId: () => CaipNetworkId | undefined
  readonly getChainId: () => number | string | undefined
  readonly switchNetwork: (network: Network) => Promise<void>
  /**
   * Switches the embedded wallet's EVM account between its EOA and its smart account (SPEC §4);
   * rejects with a typed error when the rules refuse it or the wallet does.
   */
  readonly setPreferredAccountType: (type: EmbeddedAccountType, namespace?: ChainNamespace) => Promise<void>
  /**
   * The final status of a `wallet_sendCalls` batch sent through the connected EVM wallet, read every
   * second (EIP-5792); rejects with CallsStatusTimeout after 60 s.
   */
  readonly waitForCallsStatus: (id: string) => Promise<CallsStatus>
  /** Unmounts the modal, removes its element, stops the runtime and forgets the instance. */
  readonly destroy: () => Promise<void>
}
