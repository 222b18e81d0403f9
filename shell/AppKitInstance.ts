import type { ChainNamespace } from "../schemas/ChainNamespace.js"
import type { CaipAddress, CaipNetworkId } from "../schemas/Caip.js"
import type { Network } from "../schemas/Network.js"
import type { CallsStatus } from "../schemas/CallsStatus.js"
import type { EmbeddedAccountType } from "../schemas/Forms.js"
import type { RouteData } from "../core/router/RouteEntry.js"
import type { ThemeMode, ThemeVariables } from "../core/services/Theme.js"
import type { ConnectedWalletInfo } from "../schemas/Account.js"
import type { Connector } from "../schemas/Connector.js"
import type { TrackedEvent } from "../core/services/Analytics.js"
import type { AccountInfo, AppKitState, LastEvent, NetworkInfo } from "./runtime/selectors.js"
import type { OpenViewName } from "./views/BuiltInViewName.js"

export interface OpenOptions {
  /**
   * The view to show, one the modal has, by AppKit's public name (`Networks`) or the spec's
   * (`SwitchNetwork`); without one, Account when connected and Connect otherwise. Another name
   * (from unchecked code) rejects with UnknownView.
   */
  readonly view?: OpenViewName
  readonly data?: RouteData
  /** Connect shows only the wallets of this chain family (AppKit's `open({ namespace })`). */
  readonly namespace?: ChainNamespace
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
  /** The account of a namespace (the active one by default), as `useAppKitAccount` reads it. */
  readonly getAccount: (namespace?: ChainNamespace) => AccountInfo
  readonly subscribeAccount: (callback: (account: AccountInfo) => void, namespace?: ChainNamespace) => () => void
  readonly getCaipNetwork: (namespace?: ChainNamespace) => Network | undefined
  readonly getCaipNetworkId: () => CaipNetworkId | undefined
  readonly getChainId: () => number | string | undefined
  /** Calls back with the active network (object, CAIP-2 id, chain id) whenever it changes. */
  readonly subscribeNetwork: (callback: (network: NetworkInfo) => void) => () => void
  readonly switchNetwork: (network: Network) => Promise<void>
  /** The provider of the wallet the active (or the given) namespace is connected through. */
  readonly getWalletProvider: (namespace?: ChainNamespace) => unknown
  /** The kind of connector that provider came from (ANNOUNCED, INJECTED, …). */
  readonly getWalletProviderType: (namespace?: ChainNamespace) => Connector["type"] | undefined
  /** Calls back with every namespace's provider (`undefined` while not connected) whenever one changes. */
  readonly subscribeProviders: (callback: (providers: Partial<Record<ChainNamespace, unknown>>) => void) => () => void
  /** What the connected wallet of the active (or the given) namespace says about itself. */
  readonly getWalletInfo: (namespace?: ChainNamespace) => ConnectedWalletInfo | undefined
  readonly subscribeWalletInfo: (callback: (info: ConnectedWalletInfo | undefined) => void) => () => void
  /** The last event the modal tracked (`{ timestamp, data }`), tracked by analytics or not. */
  readonly getEvent: () => LastEvent
  /** Calls back with each event the modal tracks from now on. */
  readonly subscribeEvents: (callback: (event: TrackedEvent) => void) => () => void
  /** Disconnects every namespace, or only `namespace`. */
  readonly disconnect: (namespace?: ChainNamespace) => Promise<void>
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
  /**
   * Records whether the visitor consents to telemetry (the option `analyticsConsent` at start).
   * Granted, the project's analytics setting is asked and events are sent from then on; withdrawn,
   * none leaves the page any more.
   */
  readonly setAnalyticsConsent: (granted: boolean) => Promise<void>
  /** Unmounts the modal, removes its element, stops the runtime and forgets the instance. */
  readonly destroy: () => Promise<void>
}
