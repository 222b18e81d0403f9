import { Schema } from "effect"
import { WcWallet } from "./WalletCatalogue.js"

/**
 * `@appkit/recent_wallets`, most recent first. Read leniently: the writer keeps at most 2. Its own
 * module, apart from the table of every key (StorageValues.ts), since the Connect view reads it.
 */
export const RecentWalletsValue = Schema.Array(WcWallet).annotations({ identifier: "RecentWalletsValue" })
export type RecentWalletsValue = typeof RecentWalletsValue.Type

/** The stored string of `@appkit/recent_wallets` ↔ the list. */
export const RecentWalletsCodec = Schema.parseJson(RecentWalletsValue)
