/**
 * The options a host app passes to `createAppKit` (SPEC §1, §9). The names follow the widely used
 * wallet-modal option names so an existing configuration carries over; `endpoints` is Doorway's own.
 */
import type { AccountType } from "../../schemas/Account.js"
import type { ChainAdapter } from "../adapters/ChainAdapter.js"
import type { CaipNetworkId } from "../../schemas/Caip.js"
import type { ChainNamespace } from "../../schemas/ChainNamespace.js"
import type { SocialOption, ThemeMode } from "../../schemas/Forms.js"
import type { Network } from "../../schemas/Network.js"
import type { OnrampProviderName } from "../../schemas/Onramp.js"
import type { ProjectMetadata } from "../../schemas/ProjectMetadata.js"
import type { SiwxMessage, SiwxSession } from "../../schemas/Siwx.js"
import type { SwapProviderName } from "../../schemas/Swap.js"
import type { ThemeVariables } from "../services/Theme.js"
import type { LocalSiwx } from "../siwx/localSiwx.js"

export type SwapProvider = SwapProviderName
export type OnRampProvider = OnrampProviderName

/** Where Connect shows its "All Wallets" entry. */
export type AllWalletsOption = "SHOW" | "HIDE" | "ONLY_MOBILE"

/** Sections of the wallet list, in display order. */
export type ConnectorTypeOrder = "walletConnect" | "recent" | "injected" | "featured" | "custom" | "external" | "recommended"
/** Groups of the connect view, in display order. */
export type ConnectMethod = "email" | "social" | "wallet"
/** Buttons of the account view, in display order. */
export type WalletFeature = "onramp" | "swaps" | "receive" | "send"

export interface FeaturesOptions {
  /** Remote-governed (WIRE §2.3): a remote configuration with an array `config` replaces these. */
  readonly email?: boolean
  readonly socials?: ReadonlyArray<SocialOption> | boolean
  readonly swaps?: ReadonlyArray<SwapProvider> | boolean
  readonly onramp?: ReadonlyArray<OnRampProvider> | boolean
  readonly activity?: boolean
  /** Former name of `activity`; read when `activity` is not given. */
  readonly history?: boolean
  /** Local only. */
  readonly analytics?: boolean
  readonly allWallets?: boolean
  /**
   * Connect shows "I agree to the Terms of Service and Privacy Policy" (linked to
   * `termsConditionsUrl` and `privacyPolicyUrl` when given) as a checkbox, and every way to connect
   * is disabled until it is checked. Default false (SPEC §9).
   */
  readonly legalCheckbox?: boolean
  /** Connect shows the wallets behind one "Continue with a wallet" button. Default false (SPEC §9). */
  readonly collapseWallets?: boolean
  /**
   * Whether Connect lists the wallets under email and social login; false puts them behind one
   * "Continue with a wallet" button while either login shows. Default true (SPEC §9).
   */
  readonly emailShowWallets?: boolean
  readonly smartSessions?: boolean
  readonly pay?: boolean
  readonly receive?: boolean
  readonly send?: boolean
  readonly connectorTypeOrder?: ReadonlyArray<ConnectorTypeOrder>
  readonly connectMethodsOrder?: ReadonlyArray<ConnectMethod>
  readonly walletFeaturesOrder?: ReadonlyArray<WalletFeature>
}

/** The base URLs of the hosted services; each can point at a self-hosted or local stand-in. */
export interface Endpoints {
  /** Blockchain data service and the chain RPC proxy (SPEC §7). */
  readonly blockchain: string
  /** Wallet catalogue and project configuration API. */
  readonly catalogue: string
  /** Analytics events. */
  readonly analytics: string
  /** Origin of the secure embedded-wallet site (frame and social popup). */
  readonly secureSite: string
  /** WalletConnect relay (WebSocket). */
  readonly relay: string
}

/** The input of sign-in message creation. */
export interface SiwxMessageInput {
  readonly accountAddress: string
  readonly chainId: CaipNetworkId
}

/** A host-provided sign-in-with-X implementation (storage and verification of sessions). */
export interface SiwxConfig {
  readonly createMessage: (input: SiwxMessageInput) => Promise<SiwxMessage>
  readonly addSession: (session: SiwxSession) => Promise<void>
  readonly revokeSession: (chainId: CaipNetworkId, address: string) => Promise<void>
  readonly setSessions: (sessions: ReadonlyArray<SiwxSession>) => Promise<void>
  readonly getSessions: (chainId: CaipNetworkId, address: string) => Promise<ReadonlyArray<SiwxSession>>
  /** Whether the user must sign in before using the app (default false). */
  readonly getRequired?: () => boolean
  readonly signOutOnDisconnect?: boolean
}

/** The fields of a sign-in-with-Ethereum message the host's SIWE client fills in. */
export interface SiweMessageParams {
  readonly domain: string
  readonly uri: string
  readonly chains?: ReadonlyArray<number>
  readonly statement?: string
  readonly resources?: ReadonlyArray<string>
  readonly requestId?: string
  readonly iat?: string
  readonly exp?: string
  readonly nbf?: string
}

export interface SiweSession {
  readonly address: string
  readonly chainId: number
}

/** The older sign-in-with-Ethereum client; mapped onto the sign-in port when given. */
export interface SiweConfig {
  readonly options?: {
    /** Default true for this client, unlike `siwx`. */
    readonly required?: boolean
    readonly signOutOnDisconnect?: boolean
    readonly signOutOnAccountChange?: boolean
    readonly signOutOnNetworkChange?: boolean
  }
  readonly getNonce: (address?: string) => Promise<string>
  readonly createMessage: (args: SiweMessageParams & {
    readonly address: string
    readonly chainId: number
    readonly nonce: string
    readonly version: string
  }) => string
  readonly methods: {
    readonly getSession: () => Promise<SiweSession | null>
    readonly getMessageParams?: () => Promise<SiweMessageParams>
    readonly verifyMessage: (args: { readonly message: string; readonly signature: string }) => Promise<boolean>
    readonly signOut: () => Promise<boolean>
    readonly onSignIn?: (session?: SiweSession) => void
    readonly onSignOut?: () => void
  }
}

/** Overrides of the namespaces the wallet-connect provider asks for. */
export interface UniversalProviderConfigOverride {
  readonly methods?: Readonly<Record<string, ReadonlyArray<string>>>
  readonly chains?: Readonly<Record<string, ReadonlyArray<string>>>
  readonly events?: Readonly<Record<string, ReadonlyArray<string>>>
  readonly rpcMap?: Readonly<Record<string, string>>
  readonly defaultChain?: string
}

/** Extra RPC endpoints per CAIP-2 network id, tried in order before the defaults. */
export type CustomRpcUrls = Readonly<
  Record<string, ReadonlyArray<{ readonly url: string; readonly config?: Readonly<Record<string, unknown>> }>>
>

/** A network of one of the families `Adapter` connects. */
export type NetworkOf<Adapter extends ChainAdapter> = Network & { readonly chainNamespace: Adapter["namespace"] }

/** The networks a modal offers: at least one. */
export type NetworkList = readonly [Network, ...Array<Network>]

/** The networks of the families `Adapter` connects. */
export type NetworkListOf<Adapter extends ChainAdapter> = readonly [NetworkOf<Adapter>, ...Array<NetworkOf<Adapter>>]

/**
 * With adapters, networks written as the library exports them (each of its own family) must be of
 * the adapters' families, or the list is a type error. A list typed as AppKit's quick starts type
 * it (`[AppKitNetwork, ...AppKitNetwork[]]`, any family) cannot be checked here: the modal's start
 * checks it (NoAdapterForNetwork).
 */
export type FamiliesChecked<Networks extends NetworkList, Adapter extends ChainAdapter> = ChainNamespace extends Networks[number]["chainNamespace"]
  ? unknown
  : Networks[number]["chainNamespace"] extends Adapter["namespace"]
    ? unknown
    : NetworkListOf<Adapter>

/**
 * `Adapter`: the adapters listed in `adapters`; with them, a network of another family is a type
 * error (and, from unchecked code, NoAdapterForNetwork when the modal starts). Without `adapters`
 * any network goes, and the families follow from the networks.
 */
export interface AppKitOptions<Adapter extends ChainAdapter = ChainAdapter, Networks extends NetworkList = NetworkListOf<Adapter>> {
  readonly projectId: string
  readonly networks: Networks & FamiliesChecked<Networks, Adapter>
  readonly defaultNetwork?: NetworkOf<Adapter>
  /**
   * The chain families that connect (SPEC §1), e.g. `[new EvmWallet()]` from
   * `doorway-connect/adapters`. Unset: the families of `networks`.
   */
  readonly adapters?: ReadonlyArray<Adapter>
  readonly metadata?: ProjectMetadata
  readonly features?: FeaturesOptions
  /**
   * Whether the visitor has consented to telemetry. Until it is true (here, or later through the
   * instance's `setAnalyticsConsent`), no analytics event or error report leaves the page and the
   * project's analytics setting is not asked. Default: false.
   */
  readonly analyticsConsent?: boolean
  /** Unset: the modal follows the system colour scheme. */
  readonly themeMode?: ThemeMode
  readonly themeVariables?: ThemeVariables
  readonly featuredWalletIds?: ReadonlyArray<string>
  readonly includeWalletIds?: ReadonlyArray<string>
  readonly excludeWalletIds?: ReadonlyArray<string>
  /**
   * Connect's "All Wallets" entry (AppKit's option): `SHOW` (the default), `HIDE`, or `ONLY_MOBILE`
   * (on phones and tablets only). `features.allWallets: false` hides it as well.
   */
  readonly allWallets?: AllWalletsOption
  readonly enableWalletConnect?: boolean
  readonly enableInjected?: boolean
  readonly enableEIP6963?: boolean
  readonly enableCoinbase?: boolean
  readonly enableReconnect?: boolean
  readonly enableNetworkSwitch?: boolean
  readonly enableWallets?: boolean
  /** Alerts are shown only in debug mode (default on). */
  readonly debug?: boolean
  /**
   * The least severe entries the instance logs to its buffer and the console: `fatal`, `error`,
   * `warn`, `info`, `debug`, `trace` or `silent`; unset or unknown, `error` (SPEC §9).
   */
  readonly logLevel?: string
  readonly allowUnsupportedChain?: boolean
  /** Basic mode: no email, socials, swaps, on-ramp, activity; no remote configuration fetched. */
  readonly basic?: boolean
  readonly siweConfig?: SiweConfig
  /** A sign-in store: the host's (AppKit's `siwx` interface), `localSiwx()`, or the sign-in service's (`serverSiwx`). */
  readonly siwx?: SiwxConfig | LocalSiwx
  readonly defaultAccountTypes?: Partial<Readonly<Record<ChainNamespace, AccountType>>>
  readonly universalProviderConfigOverride?: UniversalProviderConfigOverride
  readonly customRpcUrls?: CustomRpcUrls
  readonly termsConditionsUrl?: string
  readonly privacyPolicyUrl?: string
  /** Shell: render the modal inline in a host element instead of as an overlay. */
  readonly embedded?: boolean
  /** Shell: add the modal element at the end of `body` (default true). */
  readonly append?: boolean
  /**
   * Shell: the nonce of the page's Content-Security-Policy (`style-src 'nonce-…'`), given to every
   * `<style>` element the modal and the buttons add, so they apply without `'unsafe-inline'`.
   */
  readonly nonce?: string
  /**
   * Shell: the language of the modal and the buttons, a BCP 47 tag (`de`, `pt-BR`, `ar`); unset,
   * the browser's language. A tag without a catalogue falls back to its base language, then
   * English. Numbers, amounts and dates follow it through `Intl`.
   */
  readonly locale?: string
  readonly endpoints?: Partial<Endpoints>
}
