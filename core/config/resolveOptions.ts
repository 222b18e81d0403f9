import type { AppKitOptions, FeaturesOptions } from "./AppKitOptions.js"
import {
  DEFAULT_ACCOUNT_TYPES,
  DEFAULT_CONNECT_METHODS_ORDER,
  DEFAULT_CONNECTOR_TYPE_ORDER,
  DEFAULT_ENDPOINTS,
  DEFAULT_ONRAMP_PROVIDERS,
  DEFAULT_SOCIALS,
  DEFAULT_SWAP_PROVIDERS,
  DEFAULT_WALLET_FEATURES_ORDER
} from "./defaults.js"
import { AVAILABLE_LOGIN_METHODS } from "./loginMethods.js"
import type { LoginMethod } from "./loginMethods.js"
import type { ResolvedFeatures, ResolvedOptions } from "./ResolvedOptions.js"

/** `true` picks the default list, `false` turns the feature off, a list is kept as given. */
const listOrDefault = <A>(value: ReadonlyArray<A> | boolean | undefined, fallback: ReadonlyArray<A>): ReadonlyArray<A> | false =>
  value === undefined || value === true ? fallback : value === false ? false : value

/** `base` with the host's values laid over it; an explicit `undefined` keeps the default. */
const overlay = <A extends object>(base: A, over: Partial<A> | undefined): A => {
  const result: Record<string, unknown> = { ...(base as Record<string, unknown>) }
  for (const [key, value] of Object.entries(over ?? {})) if (value !== undefined) result[key] = value
  return result as A
}

/** Flags that are on unless the host sets them to false. */
const onUnlessFalse = (value: boolean | undefined): boolean => value !== false

export const resolveFeatures = (features: FeaturesOptions): ResolvedFeatures => ({
  email: features.email ?? true,
  socials: listOrDefault(features.socials, DEFAULT_SOCIALS),
  swaps: listOrDefault(features.swaps, DEFAULT_SWAP_PROVIDERS),
  onramp: listOrDefault(features.onramp, DEFAULT_ONRAMP_PROVIDERS),
  activity: features.activity ?? features.history ?? true,
  analytics: features.analytics ?? true,
  allWallets: features.allWallets ?? true,
  legalCheckbox: features.legalCheckbox ?? false,
  smartSessions: features.smartSessions ?? false,
  collapseWallets: features.collapseWallets ?? false,
  pay: features.pay ?? false,
  receive: features.receive ?? true,
  send: features.send ?? true,
  emailShowWallets: features.emailShowWallets ?? true,
  connectorTypeOrder: features.connectorTypeOrder ?? DEFAULT_CONNECTOR_TYPE_ORDER,
  connectMethodsOrder: features.connectMethodsOrder ?? DEFAULT_CONNECT_METHODS_ORDER,
  walletFeaturesOrder: features.walletFeaturesOrder ?? DEFAULT_WALLET_FEATURES_ORDER
})

/**
 * Sign-in is required when the SIWX config says so (its default is no); the older SIWE client
 * defaults to required.
 */
const signInRequired = (options: AppKitOptions): boolean => {
  if (options.siwx !== undefined) return options.siwx.getRequired?.() ?? false
  if (options.siweConfig !== undefined) return options.siweConfig.options?.required ?? true
  return false
}

/**
 * Applies the defaults of SPEC §9 to the host's options. Pure: validation is `validateOptions`.
 * `loginMethods` are the login sections the modal has (tests name others to see them take effect).
 */
export const resolveOptions = (
  options: AppKitOptions,
  loginMethods: ReadonlyArray<LoginMethod> = AVAILABLE_LOGIN_METHODS
): ResolvedOptions => {
  const declaredFeatures = options.features ?? {}
  return {
    // A host written in plain JavaScript may leave it out.
    projectId: (options.projectId as string | undefined)?.trim() ?? "",
    networks: options.networks,
    defaultNetwork: options.defaultNetwork,
    adapters: options.adapters,
    metadata: options.metadata,
    features: resolveFeatures(declaredFeatures),
    analyticsConsent: options.analyticsConsent ?? false,
    declaredFeatures,
    themeMode: options.themeMode,
    themeVariables: options.themeVariables ?? {},
    featuredWalletIds: options.featuredWalletIds ?? [],
    includeWalletIds: options.includeWalletIds ?? [],
    excludeWalletIds: options.excludeWalletIds ?? [],
    allWallets: options.allWallets ?? "SHOW",
    enableWalletConnect: onUnlessFalse(options.enableWalletConnect),
    enableInjected: onUnlessFalse(options.enableInjected),
    enableEIP6963: onUnlessFalse(options.enableEIP6963),
    enableCoinbase: onUnlessFalse(options.enableCoinbase),
    enableReconnect: onUnlessFalse(options.enableReconnect),
    enableNetworkSwitch: onUnlessFalse(options.enableNetworkSwitch),
    enableWallets: onUnlessFalse(options.enableWallets),
    debug: onUnlessFalse(options.debug),
    logLevel: options.logLevel,
    allowUnsupportedChain: options.allowUnsupportedChain ?? false,
    basic: options.basic ?? false,
    siweConfig: options.siweConfig,
    siwx: options.siwx,
    signInRequired: signInRequired(options),
    signOutOnDisconnect: options.siwx?.signOutOnDisconnect ?? options.siweConfig?.options?.signOutOnDisconnect ?? true,
    defaultAccountTypes: overlay(DEFAULT_ACCOUNT_TYPES, options.defaultAccountTypes),
    explicitAccountTypes: options.defaultAccountTypes ?? {},
    universalProviderConfigOverride: options.universalProviderConfigOverride,
    customRpcUrls: options.customRpcUrls ?? {},
    termsConditionsUrl: options.termsConditionsUrl,
    privacyPolicyUrl: options.privacyPolicyUrl,
    embedded: options.embedded ?? false,
    append: onUnlessFalse(options.append),
    nonce: options.nonce,
    locale: options.locale,
    endpoints: overlay(DEFAULT_ENDPOINTS, options.endpoints),
    loginMethods
  }
}
