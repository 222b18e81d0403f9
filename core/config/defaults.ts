/** The defaults of the host options (SPEC §6, §9) and of the hosted service URLs. */
import type { SocialOption } from "../../schemas/Forms.js"
import type { RemoteFeatures } from "../../schemas/RemoteFeatures.js"
import type { AccountType } from "../../schemas/Account.js"
import type { ChainNamespace } from "../../schemas/ChainNamespace.js"
import type {
  ConnectMethod,
  ConnectorTypeOrder,
  Endpoints,
  OnRampProvider,
  SwapProvider,
  WalletFeature
} from "./AppKitOptions.js"

/** The hosted services; a host app or the local stand-ins replace them through `endpoints`. */
export const DEFAULT_ENDPOINTS: Endpoints = {
  blockchain: "https://rpc.walletconnect.org",
  catalogue: "https://api.web3modal.org",
  analytics: "https://pulse.walletconnect.org",
  secureSite: "https://secure.walletconnect.org",
  relay: "wss://relay.walletconnect.org"
}

/** Socials of the connect view, in order, when the host names none. */
export const DEFAULT_SOCIALS: ReadonlyArray<SocialOption> = [
  "google", "x", "farcaster", "discord", "apple", "github", "facebook"
]

export const DEFAULT_SWAP_PROVIDERS: ReadonlyArray<SwapProvider> = ["1inch"]
export const DEFAULT_ONRAMP_PROVIDERS: ReadonlyArray<OnRampProvider> = ["meld"]

export const DEFAULT_CONNECTOR_TYPE_ORDER: ReadonlyArray<ConnectorTypeOrder> = [
  "walletConnect", "recent", "injected", "featured", "custom", "external", "recommended"
]

export const DEFAULT_CONNECT_METHODS_ORDER: ReadonlyArray<ConnectMethod> = ["email", "social", "wallet"]

export const DEFAULT_WALLET_FEATURES_ORDER: ReadonlyArray<WalletFeature> = ["onramp", "swaps", "receive", "send"]

/**
 * SPEC §6: the account type a chain family uses when nothing is stored (the embedded wallet's, and
 * the Bitcoin account a wallet's connection shows: see preferredAccountTypes).
 */
export const DEFAULT_ACCOUNT_TYPES: Readonly<Partial<Record<ChainNamespace, AccountType>>> = {
  bip122: "payment",
  eip155: "smartAccount",
  polkadot: "eoa",
  solana: "eoa"
}

/** The remote feature set when neither the server nor the host says otherwise (SPEC §9). */
export const DEFAULT_REMOTE_FEATURES: RemoteFeatures = {
  email: true,
  socials: ["google", "x", "discord", "farcaster", "github", "apple", "facebook"],
  swaps: DEFAULT_SWAP_PROVIDERS,
  onramp: DEFAULT_ONRAMP_PROVIDERS,
  activity: true,
  reownBranding: true,
  multiWallet: false
}

/** Basic mode: every remote feature off, without asking the server. */
export const BASIC_REMOTE_FEATURES: RemoteFeatures = {
  email: false,
  socials: false,
  swaps: false,
  onramp: false,
  activity: false,
  reownBranding: false,
  multiWallet: false
}
