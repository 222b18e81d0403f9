/**
 * Values stored under each storage key (all stored as strings). Each JSON-valued key has a schema
 * for its parsed value (`…Value`); `StorageCodecs` maps every key to a string ↔ value schema.
 */
import { Schema } from "effect"
import { RecordKey } from "./RecordKey.js"
import { PreferredAccountTypes } from "./Account.js"
import { CaipAddress, CaipNetworkId } from "./Caip.js"
import { ChainNamespace } from "./ChainNamespace.js"
import { Connection } from "./Connection.js"
import { IdentityResponse } from "./BlockchainApi.js"
import { Email, SocialOption } from "./Forms.js"
import { Profile } from "./Names.js"
import { PendingTransactionsCodec } from "./PendingTransactions.js"
import { perNamespace } from "./PerNamespace.js"
import { RecentWalletsCodec } from "./RecentWallets.js"
import { SiwxSession } from "./Siwx.js"
import type { StorageKey } from "./StorageKeys.js"
import { TokenBalance } from "./TokenBalance.js"

/** Epoch ms when a cache entry was written; entries older than their lifetime are dropped. */
const timestamp = Schema.Number

// -- JSON-valued keys ----------------------------------------------------------------------------

/** `@appkit/connections`: namespace → connections. */
export const ConnectionsValue = perNamespace(Schema.Array(Connection)).annotations({ identifier: "ConnectionsValue" })
export type ConnectionsValue = typeof ConnectionsValue.Type

/** `@appkit/disconnected_connector_ids`: namespace → ids the user disconnected (not auto-reconnected). */
export const DisconnectedConnectorIdsValue = perNamespace(Schema.Array(Schema.String)).annotations({
  identifier: "DisconnectedConnectorIdsValue"
})
export type DisconnectedConnectorIdsValue = typeof DisconnectedConnectorIdsValue.Type

export { RecentWalletsValue } from "./RecentWallets.js"

/** `@appkit/preferred_account_types`. */
export const PreferredAccountTypesValue = PreferredAccountTypes

export const PortfolioCacheEntry = Schema.Struct({
  caipAddress: CaipAddress,
  balance: Schema.Struct({ balances: Schema.Array(TokenBalance) }),
  timestamp
}).annotations({ identifier: "PortfolioCacheEntry" })
/** `@appkit/portfolio_cache`: `<CAIP-2>:<address>` → balances. */
export const PortfolioCacheValue = Schema.Record({ key: RecordKey, value: PortfolioCacheEntry }).annotations({
  identifier: "PortfolioCacheValue"
})
export type PortfolioCacheValue = typeof PortfolioCacheValue.Type

export const NativeBalanceCacheEntry = Schema.Struct({
  caipAddress: CaipAddress,
  balance: Schema.String,
  symbol: Schema.String,
  timestamp
}).annotations({ identifier: "NativeBalanceCacheEntry" })
/** `@appkit/native_balance_cache`: `<CAIP-2>:<address>` → native balance. */
export const NativeBalanceCacheValue = Schema.Record({ key: RecordKey, value: NativeBalanceCacheEntry }).annotations({
  identifier: "NativeBalanceCacheValue"
})
export type NativeBalanceCacheValue = typeof NativeBalanceCacheValue.Type

export const EnsCacheEntry = Schema.Struct({
  address: Schema.String,
  ens: Schema.Array(Profile),
  timestamp
}).annotations({ identifier: "EnsCacheEntry" })
/** `@appkit/ens_cache`: address → its names. */
export const EnsCacheValue = Schema.Record({ key: RecordKey, value: EnsCacheEntry }).annotations({
  identifier: "EnsCacheValue"
})
export type EnsCacheValue = typeof EnsCacheValue.Type

export const IdentityCacheEntry = Schema.Struct({ identity: IdentityResponse, timestamp }).annotations({
  identifier: "IdentityCacheEntry"
})
/** `@appkit/identity_cache`: address → name and avatar. */
export const IdentityCacheValue = Schema.Record({ key: RecordKey, value: IdentityCacheEntry }).annotations({
  identifier: "IdentityCacheValue"
})
export type IdentityCacheValue = typeof IdentityCacheValue.Type

/** `@appkit/siwx`: sign-in sessions of the default (local) session store. */
export const SiwxSessionsValue = Schema.Array(SiwxSession).annotations({ identifier: "SiwxSessionsValue" })
export type SiwxSessionsValue = typeof SiwxSessionsValue.Type

/** `WALLETCONNECT_DEEPLINK_CHOICE`: the last wallet opened by deeplink. */
export const DeeplinkChoiceValue = Schema.Struct({ href: Schema.String, name: Schema.String }).annotations({
  identifier: "DeeplinkChoiceValue"
})
export type DeeplinkChoiceValue = typeof DeeplinkChoiceValue.Type

// -- Plain string keys ---------------------------------------------------------------------------

/**
 * `@appkit/<namespace>:connected_connector_id`: a connector id (WIRE §5: `walletConnect`,
 * `injected`, `ID_AUTH`, an rdns): one word of at most 256 characters, never JSON.
 */
export const ConnectorIdValue = Schema.String.pipe(Schema.pattern(/^[^\s"{}[\]]{1,256}$/)).annotations({ identifier: "ConnectorIdValue" })

export const ConnectionStatusValue = Schema.Literal("connected", "disconnected", "connecting", "reconnecting").annotations({
  identifier: "ConnectionStatusValue"
})
export type ConnectionStatusValue = typeof ConnectionStatusValue.Type

/** A comma-joined list; "" is the empty list. */
const CommaList = Schema.transform(Schema.String, Schema.Array(Schema.String), {
  strict: true,
  decode: (s) => (s === "" ? [] : s.split(",")),
  encode: (items) => items.join(",")
})

/** `@appkit/connected_namespaces`: comma-joined namespaces. */
export const ConnectedNamespacesValue = CommaList.pipe(Schema.compose(Schema.Array(ChainNamespace))).annotations({
  identifier: "ConnectedNamespacesValue"
})

/** `@appkit-wallet/SMART_ACCOUNT_ENABLED_NETWORKS`: comma-joined EVM chain ids ("" when unknown). */
export const SmartAccountEnabledNetworksValue = CommaList.pipe(
  Schema.compose(Schema.Array(Schema.NumberFromString.pipe(Schema.int(), Schema.nonNegative())))
).annotations({ identifier: "SmartAccountEnabledNetworksValue" })

/** `@appkit-wallet/EMAIL_LOGIN_USED_KEY`: present once an email or social login succeeded. */
export const EmailLoginUsedValue = Schema.Literal("true")

/** `@appkit-wallet/LAST_EMAIL_LOGIN_TIME`: epoch ms of the last code request. */
export const LastEmailLoginTimeValue = Schema.NumberFromString

// -- Every key -----------------------------------------------------------------------------------

const codecs = {
  "@appkit/active_caip_network_id": CaipNetworkId,
  "@appkit/active_namespace": ChainNamespace,
  "@appkit/eip155:connected_connector_id": ConnectorIdValue,
  "@appkit/solana:connected_connector_id": ConnectorIdValue,
  "@appkit/polkadot:connected_connector_id": ConnectorIdValue,
  "@appkit/bip122:connected_connector_id": ConnectorIdValue,
  "@appkit/cosmos:connected_connector_id": ConnectorIdValue,
  "@appkit/connected_namespaces": ConnectedNamespacesValue,
  "@appkit/connection_status": ConnectionStatusValue,
  "@appkit/connections": Schema.parseJson(ConnectionsValue),
  "@appkit/disconnected_connector_ids": Schema.parseJson(DisconnectedConnectorIdsValue),
  "@appkit/recent_wallets": RecentWalletsCodec,
  "@appkit/connected_social": SocialOption,
  "@appkit/social_provider": SocialOption,
  "@appkit/preferred_account_types": Schema.parseJson(PreferredAccountTypesValue),
  "@appkit/portfolio_cache": Schema.parseJson(PortfolioCacheValue),
  "@appkit/native_balance_cache": Schema.parseJson(NativeBalanceCacheValue),
  "@appkit/ens_cache": Schema.parseJson(EnsCacheValue),
  "@appkit/identity_cache": Schema.parseJson(IdentityCacheValue),
  "@appkit/siwx-auth-token": Schema.String,
  "@appkit/siwx-nonce-token": Schema.String,
  "@appkit/siwx": Schema.parseJson(SiwxSessionsValue),
  "@appkit/wallet_id": Schema.String,
  "@appkit/wallet_name": Schema.String,
  "@appkit/solana_wallet": Schema.String,
  "@appkit/solana_caip_chain": Schema.String,
  WALLETCONNECT_DEEPLINK_CHOICE: Schema.parseJson(DeeplinkChoiceValue),
  "@appkit-wallet/EMAIL_LOGIN_USED_KEY": EmailLoginUsedValue,
  "@appkit-wallet/EMAIL": Email,
  "@appkit-wallet/LAST_USED_CHAIN_KEY": Schema.String,
  "@appkit-wallet/LAST_EMAIL_LOGIN_TIME": LastEmailLoginTimeValue,
  "@appkit-wallet/SOCIAL_USERNAME": Schema.String,
  "@appkit-wallet/SMART_ACCOUNT_ENABLED_NETWORKS": SmartAccountEnabledNetworksValue,
  "@appkit-wallet/SESSION_TOKEN_KEY": Schema.String,
  "@appkit-wallet/PREFERRED_ACCOUNT_TYPE": Schema.String,
  "@appkit-wallet/SMART_ACCOUNT_ENABLED": Schema.String,
  "@doorway/pending_transactions": PendingTransactionsCodec
} satisfies { readonly [K in StorageKey]: Schema.Schema.AnyNoContext }

/** Keeps a key only if its schema is stored as a string (a compile error otherwise). */
type StoredAsString<T> = { readonly [K in keyof T]: Schema.Schema.Encoded<T[K]> extends string ? T[K] : never }

/** For every storage key, the schema between its stored string and its value. */
export const StorageCodecs: StoredAsString<typeof codecs> = codecs
export type StorageCodecs = typeof StorageCodecs
/** The decoded value of a key. */
export type StorageValue<K extends StorageKey> = Schema.Schema.Type<StorageCodecs[K]>

/** The codec of one key, typed by the key. */
export const storageCodec = <K extends StorageKey>(key: K): Schema.Schema<StorageValue<K>, string> =>
  // Sound: `StoredAsString` guarantees every codec is stored as a string.
  StorageCodecs[key] as unknown as Schema.Schema<StorageValue<K>, string>
