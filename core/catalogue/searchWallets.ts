import { Effect, Ref } from "effect"
import type { BadgeType, WcWallet } from "../../schemas/WalletCatalogue.js"
import { WALLET_SEARCH_MIN_WAIT, WALLET_SEARCH_RESULTS } from "../constants.js"
import { Options } from "../services/Options.js"
import { EMPTY_WALLET_SEARCH, WalletCatalogue } from "../services/WalletCatalogue.js"
import type { WalletCatalogueState, WalletSearch } from "../services/WalletCatalogue.js"
import { getWallets } from "./getWallets.js"
import { withoutFailure } from "./trackRequest.js"

const isCurrent = (state: WalletCatalogueState, text: string, badge: BadgeType | undefined): boolean =>
  state.search.text === text && state.search.badge === badge

/**
 * Searches the catalogue (up to 100 wallets for the app's networks, optionally only certified
 * ones). The search shows as under way at once, and the catalogue is asked 300 ms after the search
 * started (SPEC §9 minimum wait): typing on within that time starts a newer search, and the older
 * one then ends without asking. So a word typed quickly asks once, and results never show sooner
 * than 300 ms after their search started, so the list does not flicker while typing. Only the
 * latest search writes its results: an older one that answers late is dropped. Empty text clears
 * the search. Answers the results, or none when a newer search took this one's place.
 */
export const searchWallets = Effect.fn("catalogue.searchWallets")(function* (text: string, badge?: BadgeType) {
  const options = yield* Options
  const catalogue = yield* WalletCatalogue
  const search = text.trim()
  if (search === "" && badge === undefined) {
    yield* Ref.update(catalogue.state, (state) => ({
      ...state,
      search: EMPTY_WALLET_SEARCH,
      loading: { ...state.loading, search: false }
    }))
    return EMPTY_WALLET_SEARCH.results
  }
  yield* Ref.update(catalogue.state, (state) => ({
    ...state,
    search: { text: search, badge, results: [] } satisfies WalletSearch,
    loading: { ...state.loading, search: true }
  }))
  const settle = (update: (state: WalletCatalogueState) => WalletCatalogueState) =>
    Ref.update(catalogue.state, (state) =>
      isCurrent(state, search, badge) ? { ...update(state), loading: { ...state.loading, search: false } } : state
    )
  const superseded: ReadonlyArray<WcWallet> = []
  return yield* Effect.gen(function* () {
    yield* Effect.sleep(WALLET_SEARCH_MIN_WAIT)
    if (!isCurrent(yield* Ref.get(catalogue.state), search, badge)) return superseded
    const { data } = yield* getWallets(options, {
      page: 1,
      entries: WALLET_SEARCH_RESULTS,
      search,
      include: options.includeWalletIds,
      exclude: options.excludeWalletIds,
      ...(badge === undefined ? {} : { badge })
    }).pipe(Effect.tapError((error) => settle((state) => ({ ...state, failures: { ...state.failures, search: error } }))))
    yield* settle((state) => ({
      ...state,
      search: { text: search, badge, results: data },
      failures: withoutFailure(state.failures, "search")
    }))
    return data
  }).pipe(Effect.onInterrupt(() => settle((state) => state)))
})
