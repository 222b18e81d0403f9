import { Effect, Option } from "effect"
import { RecentWalletsCodec } from "../../schemas/RecentWallets.js"
import type { WcWallet } from "../../schemas/WalletCatalogue.js"
import { RECENT_WALLETS_LIMIT } from "../constants.js"
import type { Storage } from "../services/Storage.js"
import { readStoredWith, writeStoredWith } from "../storage/storedWithCodec.js"

/** The list with `wallet` first, each id once, at most RECENT_WALLETS_LIMIT long. */
export const withRecentWallet = (recent: ReadonlyArray<WcWallet>, wallet: WcWallet): ReadonlyArray<WcWallet> =>
  [wallet, ...recent.filter((entry) => entry.id !== wallet.id)].slice(0, RECENT_WALLETS_LIMIT)

/** Each id once (the first, most recent, kept), at most RECENT_WALLETS_LIMIT. */
const normalised = (recent: ReadonlyArray<WcWallet>): ReadonlyArray<WcWallet> =>
  recent.filter((wallet, i) => recent.findIndex((other) => other.id === wallet.id) === i).slice(0, RECENT_WALLETS_LIMIT)

/**
 * The recently used wallets (`@appkit/recent_wallets`), most recent first. Another writer may have
 * stored more or repeated entries: only the first of each id and at most RECENT_WALLETS_LIMIT count.
 */
export const readRecentWallets: Effect.Effect<ReadonlyArray<WcWallet>, never, Storage> = readStoredWith(
  "@appkit/recent_wallets",
  RecentWalletsCodec
).pipe(
  Effect.map(Option.match({ onNone: () => [], onSome: normalised })),
  Effect.withSpan("readRecentWallets")
)

/** Records `wallet` as the most recently used one and returns the new list. */
export const addRecentWallet = Effect.fn("addRecentWallet")(function* (wallet: WcWallet) {
  const next = withRecentWallet(yield* readRecentWallets, wallet)
  yield* writeStoredWith("@appkit/recent_wallets", RecentWalletsCodec, next).pipe(
    // The list decoded from the same schema it is written with; a failure here is a bug to log, not to show.
    Effect.catchAll((error) => Effect.logWarning(`Could not store the recent wallets: ${error.message}`))
  )
  return next
})
