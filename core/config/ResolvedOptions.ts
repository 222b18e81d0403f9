import type { AccountType } from "../../schemas/Account.js"
import type { ChainAdapter } from "../adapters/ChainAdapter.js"
import type { ChainNamespace } from "../../schemas/ChainNamespace.js"
import type { SocialOption, ThemeMode } from "../../schemas/Forms.js"
import type { Network } from "../../schemas/Network.js"
import type { ProjectMetadata } from "../../schemas/ProjectMetadata.js"
import type { ThemeVariables } from "../services/Theme.js"
import type { LoginMethod } from "./loginMethods.js"
import type {
  AllWalletsOption,
  ConnectMethod,
  ConnectorTypeOrder,
  CustomRpcUrls,
  Endpoints,
  FeaturesOptions,
  OnRampProvider,
  SiweConfig,
  SiwxConfig,
  SwapProvider,
  UniversalProviderConfigOverride,
  WalletFeature
} from "./AppKitOptions.js"
import type { LocalSiwx } from "../siwx/localSiwx.js"

/** The features with every default of SPEC §9 applied. */
export interface ResolvedFeatures {
  readonly email: boolean
  readonly socials: ReadonlyArray<SocialOption> | false
  readonly swaps: ReadonlyArray<SwapProvider> | false
  readonly onramp: ReadonlyArray<OnRampProvider> | false
  readonly activity: boolean
  readonly analytics: boolean
  readonly allWallets: boolean
  readonly legalCheckbox: boolean
  readonly smartSessions: boolean
  readonly collapseWallets: boolean
  readonly pay: boolean
  readonly receive: boolean
  readonly send: boolean
  readonly emailShowWallets: boolean
  readonly connectorTypeOrder: ReadonlyArray<ConnectorTypeOrder>
  readonly connectMethodsOrder: ReadonlyArray<ConnectMethod>
  readonly walletFeaturesOrder: ReadonlyArray<WalletFeature>
}

/** The host's options with defaults applied: what the `Options` service holds. */
export interface ResolvedOptions {
  /** "" when the host gave none (validateOptions shows the alert). */
  readonly projectId: string
  readonly networks: ReadonlyArray<Network>
  readonly defaultNetwork: Network | undefined
  /** The adapters the host listed; `undefined` when it listed none (the families follow from `networks`). */
  readonly adapters: ReadonlyArray<ChainAdapter> | undefined
  readonly metadata: ProjectMetadata | undefined
  readonly features: ResolvedFeatures
  /** The visitor's consent to telemetry at start; default false. */
  readonly analyticsConsent: boolean
  /**
   * The features exactly as the host wrote them. Remote configuration needs to know which were set
   * (a set value overridden remotely raises a warning; an unset one falls back to the default).
   */
  readonly declaredFeatures: FeaturesOptions
  readonly themeMode: ThemeMode | undefined
  readonly themeVariables: ThemeVariables
  readonly featuredWalletIds: ReadonlyArray<string>
  readonly includeWalletIds: ReadonlyArray<string>
  readonly excludeWalletIds: ReadonlyArray<string>
  /** Connect's "All Wallets" entry: `SHOW` unless the host said otherwise. */
  readonly allWallets: AllWalletsOption
  readonly enableWalletConnect: boolean
  readonly enableInjected: boolean
  readonly enableEIP6963: boolean
  readonly enableCoinbase: boolean
  readonly enableReconnect: boolean
  readonly enableNetworkSwitch: boolean
  readonly enableWallets: boolean
  readonly debug: boolean
  /** The host's `logLevel` as given; the logger reads it (an unknown name falls back to `error`). */
  readonly logLevel: string | undefined
  readonly allowUnsupportedChain: boolean
  readonly basic: boolean
  readonly siweConfig: SiweConfig | undefined
  readonly siwx: SiwxConfig | LocalSiwx | undefined
  /** Whether sign-in is required: `siwx.getRequired()` (default false), or the SIWE client's `required` (default true). */
  readonly signInRequired: boolean
  /** Sessions are cleared on disconnect unless the sign-in config says otherwise. */
  readonly signOutOnDisconnect: boolean
  readonly defaultAccountTypes: Readonly<Partial<Record<ChainNamespace, AccountType>>>
  /** The types the host named itself (`defaultAccountTypes` as given): they come before a stored one (SPEC §4). */
  readonly explicitAccountTypes?: Readonly<Partial<Record<ChainNamespace, AccountType>>> | undefined
  readonly universalProviderConfigOverride: UniversalProviderConfigOverride | undefined
  readonly customRpcUrls: CustomRpcUrls
  readonly termsConditionsUrl: string | undefined
  readonly privacyPolicyUrl: string | undefined
  readonly embedded: boolean
  readonly append: boolean
  /** The page's CSP nonce for the modal's and the buttons' `<style>` elements; none unless given. */
  readonly nonce: string | undefined
  /** The host's `locale` as given; the shell resolves it against its catalogues and the browser's language. */
  readonly locale: string | undefined
  readonly endpoints: Endpoints
  /**
   * The login sections the modal has (not a host option): email and social login take effect,
   * with the embedded wallet and the allowed-origin check, only once their section is listed.
   */
  readonly loginMethods: ReadonlyArray<LoginMethod>
}
