import { Effect, Ref } from "effect"
import { DEFAULT_FEATURED_COUNT, RECOMMENDED_WALLETS_COUNT } from "../constants.js"
import { readRecentWallets } from "../connectors/recentWallets.js"
import type { WcWallet } from "../../schemas/WalletCatalogue.js"
import { Options } from "../services/Options.js"
import { WalletCatalogue } from "../services/WalletCatalogue.js"
import { fetchFeaturedWallets } from "./fetchFeaturedWallets.js"
import { fetchRecommendedWallets } from "./fetchRecommendedWallets.js"

/** Whether two wallet lists read from storage hold the same entries (plain JSON data) in the same order. */
const sameWallets = (shown: ReadonlyArray<WcWallet>, stored: ReadonlyArray<WcWallet>): boolean =>
  shown.length === stored.length && JSON.stringify(shown) === JSON.stringify(stored)

/** The recommended wallets serving as the featured ones too, once answered. */
const recommendedAsFeatured = Effect.gen(function* () {
  const catalogue = yield* WalletCatalogue
  const recommended = yield* fetchRecommendedWallets
  yield* Ref.update(catalogue.state, (state) => ({ ...state, featured: recommended, loaded: { ...state.loaded, featured: true } }))
})

/**
 * What the wallet list of Connect needs from the catalogue: the recently used wallets (read from
 * storage each time, as another tab may have changed them), and the featured and recommended
 * wallets, fetched at the same time and only until each has been answered once. A failed fetch
 * is recorded in the catalogue state and does not stop the other. When the host named no featured
 * wallets, both lists are the catalogue's first page for the app's networks: one request answers
 * both.
 */
export const loadConnectWallets = Effect.gen(function* () {
  const options = yield* Options
  const catalogue = yield* WalletCatalogue
  const stored = yield* readRecentWallets
  // The list is read again at each opening; unchanged, the state is left alone, so nothing showing it is drawn again.
  const shown = yield* Ref.get(catalogue.state)
  const state = sameWallets(shown.recent, stored)
    ? shown
    : yield* Ref.updateAndGet(catalogue.state, (current) => ({ ...current, recent: stored }))
  const featured = !(state.loaded.featured || state.loading.featured)
  const recommended = !(state.loaded.recommended || state.loading.recommended)
  const sameQuestion = options.featuredWalletIds.length === 0 && DEFAULT_FEATURED_COUNT === RECOMMENDED_WALLETS_COUNT
  const fetches =
    featured && recommended && sameQuestion
      ? [recommendedAsFeatured]
      : [...(featured ? [fetchFeaturedWallets] : []), ...(recommended ? [fetchRecommendedWallets] : [])]
  yield* Effect.all(fetches.map(Effect.ignore), { concurrency: "unbounded", discard: true })
}).pipe(Effect.withSpan("catalogue.loadConnectWallets"))
