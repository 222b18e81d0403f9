import { Schema } from "effect"
import { RecordKey } from "./RecordKey.js"
import { CaipAddress } from "./Caip.js"
import { ChainNamespace } from "./ChainNamespace.js"
import { SocialOption } from "./Forms.js"
import { TokenBalance } from "./TokenBalance.js"

/** Account types of SPEC §6: EVM eoa / smartAccount, Bitcoin payment / ordinal. */
export const AccountType = Schema.Literal("eoa", "smartAccount", "payment", "ordinal").annotations({
  identifier: "AccountType"
})
export type AccountType = typeof AccountType.Type

/** Bitcoin account types a wallet may report (`stx` for Stacks addresses of a Bitcoin wallet). */
export const BitcoinAccountType = Schema.Literal("payment", "ordinal", "stx").annotations({ identifier: "BitcoinAccountType" })
export type BitcoinAccountType = typeof BitcoinAccountType.Type

/** Any account type a namespace may prefer (the union of the per-namespace values below). */
export const PreferredAccountType = Schema.Literal("eoa", "smartAccount", "payment", "ordinal", "stx").annotations({
  identifier: "PreferredAccountType"
})
export type PreferredAccountType = typeof PreferredAccountType.Type

/** Preferred account type per namespace, as stored under `preferred_account_types`. */
export const PreferredAccountTypes = Schema.Struct({
  eip155: Schema.optional(Schema.Literal("eoa", "smartAccount")),
  solana: Schema.optional(Schema.Literal("eoa")),
  polkadot: Schema.optional(Schema.Literal("eoa")),
  bip122: Schema.optional(BitcoinAccountType),
  cosmos: Schema.optional(Schema.Literal("eoa"))
}).annotations({ identifier: "PreferredAccountTypes" })
export type PreferredAccountTypes = typeof PreferredAccountTypes.Type

/** Connection status of a namespace (`reconnecting` while a stored connection is restored). */
export const AccountStatus = Schema.Literal("disconnected", "connecting", "connected", "reconnecting").annotations({
  identifier: "AccountStatus"
})
export type AccountStatus = typeof AccountStatus.Type

/** What the connected wallet says about itself; wallets may add more fields. */
export const ConnectedWalletInfo = Schema.Struct(
  {
    name: Schema.String,
    icon: Schema.optional(Schema.String),
    type: Schema.optional(Schema.String)
  },
  Schema.Record({ key: RecordKey, value: Schema.Unknown })
).annotations({ identifier: "ConnectedWalletInfo" })
export type ConnectedWalletInfo = typeof ConnectedWalletInfo.Type

/** The signed-in person behind an embedded wallet. */
export const AccountUser = Schema.Struct({
  email: Schema.optional(Schema.NullOr(Schema.String)),
  username: Schema.optional(Schema.NullOr(Schema.String))
}).annotations({ identifier: "AccountUser" })
export type AccountUser = typeof AccountUser.Type

/**
 * One account of a connection as the account state lists it (`allAccounts`, as AppKit's
 * `useAppKitAccount()` reports it): a Bitcoin wallet's payment and ordinal accounts with the public
 * key (hex) and derivation path it gives (SPEC §3), or a plain account of another namespace.
 */
export const NamespaceAccount = Schema.Struct({
  namespace: ChainNamespace,
  address: Schema.String,
  type: PreferredAccountType,
  publicKey: Schema.optional(Schema.String),
  path: Schema.optional(Schema.String)
}).annotations({ identifier: "NamespaceAccount" })
export type NamespaceAccount = typeof NamespaceAccount.Type

/**
 * Account state of one namespace. `addressLabels` maps an address to a label shown for it;
 * `allAccounts` lists every account the connection granted when the wallet describes them (the
 * shown one is `address`).
 */
export const AccountState = Schema.Struct({
  caipAddress: Schema.optional(CaipAddress),
  address: Schema.optional(Schema.String),
  balance: Schema.optional(Schema.String),
  balanceSymbol: Schema.optional(Schema.String),
  profileName: Schema.optional(Schema.NullOr(Schema.String)),
  profileImage: Schema.optional(Schema.NullOr(Schema.String)),
  addressExplorerUrl: Schema.optional(Schema.String),
  tokenBalance: Schema.optional(Schema.Array(TokenBalance)),
  connectedWalletInfo: Schema.optional(ConnectedWalletInfo),
  preferredAccountType: Schema.optional(PreferredAccountType),
  socialProvider: Schema.optional(SocialOption),
  farcasterUrl: Schema.optional(Schema.String),
  user: Schema.optional(AccountUser),
  status: Schema.optional(AccountStatus),
  smartAccountDeployed: Schema.optional(Schema.Boolean),
  currentTab: Schema.Number,
  addressLabels: Schema.Record({ key: RecordKey, value: Schema.String }),
  allAccounts: Schema.optional(Schema.Array(NamespaceAccount))
}).annotations({ identifier: "AccountState" })
export type AccountState = typeof AccountState.Type

/** A Bitcoin account a wallet exposes: payment (index 0) or ordinal (index 1). */
export const BitcoinAccount = Schema.Struct({
  namespace: Schema.Literal("bip122"),
  publicKey: Schema.optional(Schema.String),
  path: Schema.optional(Schema.String),
  address: Schema.String,
  type: Schema.Literal("payment", "ordinal")
}).annotations({ identifier: "BitcoinAccount" })
export type BitcoinAccount = typeof BitcoinAccount.Type
