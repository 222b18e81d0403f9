import { Context } from "effect"
import type { BadgeType, WcWallet } from "../../schemas/WalletCatalogue.js"
import type { ApiError } from "./ApiClient.js"
import type { StateRef } from "../state/StateRef.js"

/** The catalogue request a state field came from; used to say which one failed. */
export type CatalogueRequest = "recommended" | "featured" | "page" | "search"

/** The search the user typed, and what the catalogue answered for it. */
export interface WalletSearch {
  /** The trimmed search text; "" when no search is on. */
  readonly text: string
  readonly badge: BadgeType | undefined
  readonly results: ReadonlyArray<WcWallet>
}

export interface WalletCatalogueState {
  /** The AllWallets list: every page loaded so far, in catalogue order, each wallet once. */
  readonly wallets: ReadonlyArray<WcWallet>
  /** Pages loaded so far (0 before the first). */
  readonly pagesLoaded: number
  /** How many wallets the catalogue has for this app's networks. */
  readonly count: number
  /** The wallets the catalogue recommends, shown on Connect. */
  readonly recommended: ReadonlyArray<WcWallet>
  /** The host's featured wallets (in the host's order), or the catalogue's first ones. */
  readonly featured: ReadonlyArray<WcWallet>
  /** The recently used wallets as stored, most recent first (read when the wallet list shows). */
  readonly recent: ReadonlyArray<WcWallet>
  readonly search: WalletSearch
  readonly loading: Readonly<Record<CatalogueRequest, boolean>>
  /** Whether the Connect lists have been answered at least once. */
  readonly loaded: { readonly recommended: boolean; readonly featured: boolean }
  /**
   * The requests whose last attempt failed, each with its error, until that request succeeds. Kept
   * per request, so a failure of one list never hides the failure of another.
   */
  readonly failures: CatalogueFailures
}

export type CatalogueFailures = Readonly<Partial<Record<CatalogueRequest, ApiError>>>

export const EMPTY_WALLET_SEARCH: WalletSearch = { text: "", badge: undefined, results: [] }

export const INITIAL_WALLET_CATALOGUE: WalletCatalogueState = {
  wallets: [],
  pagesLoaded: 0,
  count: 0,
  recommended: [],
  featured: [],
  recent: [],
  search: EMPTY_WALLET_SEARCH,
  loading: { recommended: false, featured: false, page: false, search: false },
  loaded: { recommended: false, featured: false },
  failures: {}
}

/** What the modal has loaded from the wallet catalogue. Written only by core/catalogue. */
export class WalletCatalogue extends Context.Tag("doorway/WalletCatalogue")<
  WalletCatalogue,
  { readonly state: StateRef<WalletCatalogueState> }
>() {}
