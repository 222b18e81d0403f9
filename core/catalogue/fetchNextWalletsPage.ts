import { Effect, Ref } from "effect"
import { WALLET_PAGE_SIZE } from "../constants.js"
import { WalletCatalogue } from "../services/WalletCatalogue.js"
import type { WalletCatalogueState } from "../services/WalletCatalogue.js"
import { fetchWalletsPage } from "./fetchWalletsPage.js"

/** Whether the catalogue has wallets past the pages loaded so far. */
export const hasMoreWallets = (state: WalletCatalogueState): boolean =>
  state.pagesLoaded === 0 || state.pagesLoaded * WALLET_PAGE_SIZE < state.count

const pageLoading = (loading: boolean) => (state: WalletCatalogueState): WalletCatalogueState => ({
  ...state,
  loading: { ...state.loading, page: loading }
})

/**
 * Loads the page after the last one loaded, as the AllWallets list scrolls near its end. Does
 * nothing while a page is loading (so a fast scroll asks once) or when every page is in; the check
 * and the loading flag change in one step, so two calls at once load one page. Answers whether it
 * loaded a page.
 */
export const fetchNextWalletsPage = Effect.uninterruptibleMask((restore) =>
  Effect.gen(function* () {
    const catalogue = yield* WalletCatalogue
    const next = yield* Ref.modify(catalogue.state, (state): readonly [number | undefined, WalletCatalogueState] =>
      state.loading.page || !hasMoreWallets(state) ? [undefined, state] : [state.pagesLoaded + 1, pageLoading(true)(state)]
    )
    if (next === undefined) return false
    yield* restore(fetchWalletsPage(next)).pipe(Effect.ensuring(Ref.update(catalogue.state, pageLoading(false))))
    return true
  })
).pipe(Effect.withSpan("catalogue.fetchNextWalletsPage"))
