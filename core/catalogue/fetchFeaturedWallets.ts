import { Effect, Ref } from "effect"
import type { WcWallet } from "../../schemas/WalletCatalogue.js"
import { DEFAULT_FEATURED_COUNT } from "../constants.js"
import { Options } from "../services/Options.js"
import { WalletCatalogue } from "../services/WalletCatalogue.js"
import { getWallets } from "./getWallets.js"
import { trackRequest } from "./trackRequest.js"

/** The wallets in the order the host listed their ids. */
const inHostOrder = (wallets: ReadonlyArray<WcWallet>, ids: ReadonlyArray<string>): ReadonlyArray<WcWallet> =>
  [...wallets].sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id))

/**
 * The featured wallets: those the host named in `featuredWalletIds` (asked for by id, shown in the
 * host's order), or the catalogue's first 4 for the app's networks when it named none.
 */
export const fetchFeaturedWallets = Effect.gen(function* () {
  const options = yield* Options
  const catalogue = yield* WalletCatalogue
  const ids = options.featuredWalletIds
  const named = ids.length > 0
  const { data } = yield* trackRequest(
    "featured",
    getWallets(
      options,
      named
        ? { page: 1, entries: ids.length, include: ids }
        : { page: 1, entries: DEFAULT_FEATURED_COUNT, include: options.includeWalletIds, exclude: options.excludeWalletIds }
    )
  )
  const featured = named ? inHostOrder(data, ids) : data
  yield* Ref.update(catalogue.state, (state) => ({ ...state, featured, loaded: { ...state.loaded, featured: true } }))
  return featured
}).pipe(Effect.withSpan("catalogue.fetchFeaturedWallets"))
