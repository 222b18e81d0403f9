import { Effect, SubscriptionRef } from "effect"
import type { BadgeType } from "../../schemas/WalletCatalogue.js"
import { WALLET_SEARCH_MIN_WAIT, WALLET_SEARCH_RESULTS } from "../constants.js"
import { Options } from "../services/Options.js"
import { EMPTY_WALLET_SEARCH, WalletCatalogue } from "../services/WalletCatalogue.js"
import type { WalletCatalogueState, WalletSearch } from "../services/WalletCatalogue.js"
import { getWallets } from "./getWallets.js"

const isCurrent = (state: WalletCatalogueState, text: string, badge: BadgeType | undefined): boolean =>
  state.search.text === text && state.search.badge === badge

/**
 * Searches the catalogue (up to 100 wallets for the app's networks, optionally only certified
 * ones). The results show no sooner than 300 ms after the search started, however fast the answer,
 * so the list does not flicker while typing. Only the latest search writes its results: an older
 * one that answers late is dropped. Empty text clears the search.
 */
export const searchWallets = Effect.fn("catalogue.searchWallets")(function* (text: string, badge?: BadgeType) {
  const options = yield* Options
  const catalogue = yield* WalletCatalogue
  const search = text.trim()
  if (search === "" && badge === undefined) {
    yield* SubscriptionRef.update(catalogue.state, (state) => ({
      ...state,
      search: EMPTY_WALLET_SEARCH,
      loading: { ...state.loading, search: false }
    }))
    return EMPTY_WALLET_SEARCH.results
  }
  yield* SubscriptionRef.update(catalogue.state, (state) => ({
    ...state,
    search: { text: search, badge, results: [] } satisfies WalletSearch,
    loading: { ...state.loading, search: true }
  }))
  const settle = (update: (state: WalletCatalogueState) => WalletCatalogueState) =>
    SubscriptionRef.update(catalogue.state, (state) =>
      isCurrent(state, search, badge) ? { ...update(state), loading: { ...state.loading, search: false } } : state
    )
  const [{ data }] = yield* Effect.all(
    [
      getWallets(options, {
        page: 1,
        entries: WALLET_SEARCH_RESULTS,
        search,
        include: options.includeWalletIds,
        exclude: options.excludeWalletIds,
        ...(badge === undefined ? {} : { badge })
      }),
      Effect.sleep(WALLET_SEARCH_MIN_WAIT)
    ],
    { concurrency: "unbounded" }
  ).pipe(
    Effect.tapError((error) => settle((state) => ({ ...state, failure: { request: "search", error } }))),
    Effect.onInterrupt(() => settle((state) => state))
  )
  yield* settle((state) => ({
    ...state,
    search: { text: search, badge, results: data },
    failure: state.failure?.request === "search" ? undefined : state.failure
  }))
  return data
})
