import { Effect, SubscriptionRef } from "effect"
import { readRecentWallets } from "../connectors/recentWallets.js"
import { WalletCatalogue } from "../services/WalletCatalogue.js"
import { fetchFeaturedWallets } from "./fetchFeaturedWallets.js"
import { fetchRecommendedWallets } from "./fetchRecommendedWallets.js"

/**
 * What the wallet list of Connect needs from the catalogue: the recently used wallets (read from
 * storage each time, as another tab may have changed them), and the featured and recommended
 * wallets, fetched at the same time and only until each has been answered once. A failed fetch
 * is recorded in the catalogue state and does not stop the other.
 */
export const loadConnectWallets = Effect.gen(function* () {
  const catalogue = yield* WalletCatalogue
  const recent = yield* readRecentWallets
  const state = yield* SubscriptionRef.updateAndGet(catalogue.state, (current) => ({ ...current, recent }))
  const fetches = [
    ...(state.loaded.featured || state.loading.featured ? [] : [fetchFeaturedWallets]),
    ...(state.loaded.recommended || state.loading.recommended ? [] : [fetchRecommendedWallets])
  ]
  yield* Effect.all(fetches.map(Effect.ignore), { concurrency: "unbounded", discard: true })
}).pipe(Effect.withSpan("catalogue.loadConnectWallets"))
