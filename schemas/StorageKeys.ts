/** Keys the product keeps in the browser's local storage (WIRE §5 and §4.8, and Doorway's own). */
import { Schema } from "effect"
import type { ChainNamespace } from "./ChainNamespace.js"

/** Key of the connector id connected in one namespace. */
export const connectedConnectorIdKey = <N extends ChainNamespace>(namespace: N): `@appkit/${N}:connected_connector_id` =>
  `@appkit/${namespace}:connected_connector_id`

/** Keys of the modal itself (`@appkit/…`). */
export const APP_STORAGE_KEYS = [
  "@appkit/active_caip_network_id",
  "@appkit/active_namespace",
  "@appkit/eip155:connected_connector_id",
  "@appkit/solana:connected_connector_id",
  "@appkit/polkadot:connected_connector_id",
  "@appkit/bip122:connected_connector_id",
  "@appkit/cosmos:connected_connector_id",
  "@appkit/connected_namespaces",
  "@appkit/connection_status",
  "@appkit/connections",
  "@appkit/disconnected_connector_ids",
  "@appkit/recent_wallets",
  "@appkit/connected_social",
  "@appkit/social_provider",
  "@appkit/preferred_account_types",
  "@appkit/portfolio_cache",
  "@appkit/native_balance_cache",
  "@appkit/ens_cache",
  "@appkit/identity_cache",
  "@appkit/siwx-auth-token",
  "@appkit/siwx-nonce-token",
  "@appkit/siwx",
  "@appkit/wallet_id",
  "@appkit/wallet_name",
  "@appkit/solana_wallet",
  "@appkit/solana_caip_chain",
  // Fixed name, shared with the wallet-connect provider.
  "WALLETCONNECT_DEEPLINK_CHOICE"
] as const

/** Keys of the embedded-wallet package (`@appkit-wallet/…`). */
export const WALLET_STORAGE_KEYS = [
  "@appkit-wallet/EMAIL_LOGIN_USED_KEY",
  "@appkit-wallet/EMAIL",
  "@appkit-wallet/LAST_USED_CHAIN_KEY",
  "@appkit-wallet/LAST_EMAIL_LOGIN_TIME",
  "@appkit-wallet/SOCIAL_USERNAME",
  "@appkit-wallet/SMART_ACCOUNT_ENABLED_NETWORKS",
  "@appkit-wallet/SESSION_TOKEN_KEY",
  "@appkit-wallet/PREFERRED_ACCOUNT_TYPE",
  "@appkit-wallet/SMART_ACCOUNT_ENABLED"
] as const

/** Removed on sign-out or when the embedded wallet reports it is not connected. */
export const WALLET_SIGN_OUT_KEYS = [
  "@appkit-wallet/EMAIL_LOGIN_USED_KEY",
  "@appkit-wallet/EMAIL",
  "@appkit-wallet/LAST_USED_CHAIN_KEY",
  "@appkit-wallet/SOCIAL_USERNAME"
] as const

/** Keys of Doorway's own (`@doorway/…`), for what AppKit does not keep. */
export const DOORWAY_STORAGE_KEYS = ["@doorway/pending_transactions"] as const

export const STORAGE_KEYS = [...APP_STORAGE_KEYS, ...WALLET_STORAGE_KEYS, ...DOORWAY_STORAGE_KEYS] as const

export const StorageKey = Schema.Literal(...STORAGE_KEYS).annotations({ identifier: "StorageKey" })
export type StorageKey = typeof StorageKey.Type

/**
 * A key another library owns in the page's storage (WalletConnect's `wc@2:…`), stored under the
 * name it gives; never one of the modal's own keys, which are the StorageKey table above.
 */
export type ForeignStorageKey = string & { readonly ForeignStorageKey: unique symbol }

export const foreignStorageKey = (key: string): ForeignStorageKey => key as ForeignStorageKey
