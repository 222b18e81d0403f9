import type { ChainNamespace } from "../../schemas/ChainNamespace.js"
import type { WcWallet } from "../../schemas/WalletCatalogue.js"
import { WALLET_IMAGES_PER_PAGE, WALLET_PAGE_SIZE } from "../constants.js"
import type { WalletCatalogueState } from "../services/WalletCatalogue.js"

/** One row of the AllWallets list. */
export interface WalletRow {
  readonly wallet: WcWallet
  /** Its image is fetched as soon as the row is listed; the others wait until they are in view. */
  readonly eagerImage: boolean
}

/** Whether a search (text or badge) is on: the list then shows its results instead of the pages. */
export const isSearching = (state: WalletCatalogueState): boolean => state.search.text !== "" || state.search.badge !== undefined

/** Whether the wallet at `index` of a page of results is one of the first 20, whose image is fetched up front. */
export const isEagerImageIndex = (index: number, pageSize: number = WALLET_PAGE_SIZE): boolean =>
  index % pageSize < WALLET_IMAGES_PER_PAGE

/**
 * Whether a wallet of the catalogue connects in `namespace` (every wallet when none is asked):
 * one of its CAIP-2 chains is of that family. A wallet that lists no chains is kept: the catalogue
 * answered it for the app's networks.
 */
export const walletServesNamespace = (wallet: WcWallet, namespace: ChainNamespace | undefined): boolean =>
  namespace === undefined || wallet.chains === undefined || wallet.chains.some((chain) => chain.startsWith(`${namespace}:`))

/**
 * The rows of AllWallets: while searching, the results (one page: the first 20 images fetched);
 * otherwise the featured and recommended wallets (their images are already in from Connect), then
 * the loaded pages (the first 20 images of each page fetched). Each wallet is listed once; with a
 * `namespace` (Connect opened for one family), only the wallets of that family.
 */
export const allWalletsRows = (state: WalletCatalogueState, namespace?: ChainNamespace): ReadonlyArray<WalletRow> => {
  if (isSearching(state)) {
    return state.search.results.flatMap((wallet, index) =>
      walletServesNamespace(wallet, namespace) ? [{ wallet, eagerImage: index < WALLET_IMAGES_PER_PAGE }] : []
    )
  }
  const seen = new Set<string>()
  const once = (wallet: WcWallet): boolean => {
    if (seen.has(wallet.id) || !walletServesNamespace(wallet, namespace)) return false
    seen.add(wallet.id)
    return true
  }
  const top = [...state.featured, ...state.recommended].filter(once).map((wallet) => ({ wallet, eagerImage: true }))
  const paged = state.wallets.flatMap((wallet, index) => (once(wallet) ? [{ wallet, eagerImage: isEagerImageIndex(index) }] : []))
  return [...top, ...paged]
}

/** A range of row indexes, `start` included, `end` excluded. */
export interface RowRange {
  readonly start: number
  readonly end: number
}

/** Whether the row at `index` gets its image URL now: eager rows always, the others once in view. */
export const showsWalletImage = (row: WalletRow, index: number, visible: RowRange): boolean =>
  row.eagerImage || (index >= visible.start && index < visible.end)

/**
 * The label of the "All Wallets" row: the count rounded down to tens with a `+` when rounding
 * dropped some (`437` → `430+`), exact below ten.
 */
export const allWalletsCountLabel = (count: number): string => {
  if (count < 10) return String(Math.max(0, count))
  const rounded = Math.floor(count / 10) * 10
  return rounded < count ? `${rounded}+` : String(rounded)
}
