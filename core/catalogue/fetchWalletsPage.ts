import { Effect, Ref } from "effect"
import type { WcWallet } from "../../schemas/WalletCatalogue.js"
import { WALLET_PAGE_SIZE } from "../constants.js"
import { Options } from "../services/Options.js"
import { WalletCatalogue } from "../services/WalletCatalogue.js"
import { getWallets } from "./getWallets.js"
import { trackRequest } from "./trackRequest.js"

/** `wallets` then the ones of `more` not already in it. */
export const appendUnique = (wallets: ReadonlyArray<WcWallet>, more: ReadonlyArray<WcWallet>): ReadonlyArray<WcWallet> => {
  const seen = new Set(wallets.map((wallet) => wallet.id))
  const added = more.filter((wallet) => {
    if (seen.has(wallet.id)) return false
    seen.add(wallet.id)
    return true
  })
  return [...wallets, ...added]
}

/**
 * Page `page` (1-based, 40 wallets) of the AllWallets list, appended to the pages loaded so far.
 * The host's excluded and featured wallets are left out. The recommended ones are not: they may
 * still be on their way when the first page is asked for, and leaving them out of later pages
 * only would shift the page boundaries and lose wallets; the list shows each wallet once anyway.
 */
export const fetchWalletsPage = Effect.fn("catalogue.fetchWalletsPage")(function* (page: number) {
  const options = yield* Options
  const catalogue = yield* WalletCatalogue
  const { data, count } = yield* trackRequest(
    "page",
    getWallets(options, {
      page,
      entries: WALLET_PAGE_SIZE,
      include: options.includeWalletIds,
      exclude: [...options.excludeWalletIds, ...options.featuredWalletIds]
    })
  )
  yield* Ref.update(catalogue.state, (state) => ({
    ...state,
    wallets: appendUnique(state.wallets, data),
    pagesLoaded: Math.max(state.pagesLoaded, page),
    count: Math.max(state.count, count)
  }))
  return data
})
