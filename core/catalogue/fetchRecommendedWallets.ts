import { Effect, Ref } from "effect"
import { RECOMMENDED_WALLETS_COUNT } from "../constants.js"
import { Options } from "../services/Options.js"
import { WalletCatalogue } from "../services/WalletCatalogue.js"
import { getWallets } from "./getWallets.js"
import { trackRequest } from "./trackRequest.js"

/**
 * The 4 wallets the catalogue recommends for the app's networks (first page of 4), without the
 * host's excluded and featured ones. Also sets how many wallets the catalogue has in all.
 */
export const fetchRecommendedWallets = Effect.gen(function* () {
  const options = yield* Options
  const catalogue = yield* WalletCatalogue
  const { data, count } = yield* trackRequest(
    "recommended",
    getWallets(options, {
      page: 1,
      entries: RECOMMENDED_WALLETS_COUNT,
      include: options.includeWalletIds,
      exclude: [...options.excludeWalletIds, ...options.featuredWalletIds]
    })
  )
  yield* Ref.update(catalogue.state, (state) => ({ ...state, recommended: data, count, loaded: { ...state.loaded, recommended: true } }))
  return data
}).pipe(Effect.withSpan("catalogue.fetchRecommendedWallets"))
