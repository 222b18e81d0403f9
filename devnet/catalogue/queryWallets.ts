/**
 * `/getWallets` as the hosted catalogue answers it (WIRE §2.1): filter, order by `order`, page.
 * Parsing and filtering are pure so every rule can be read in one place.
 */
import { Either } from "effect"
import type { WcWallet } from "../../schemas/WalletCatalogue.js"
import { badRequest } from "./RequestRejected.js"
import type { RequestRejected } from "./RequestRejected.js"

export const MAX_ENTRIES = 100
const DEFAULT_ENTRIES = 40

export interface WalletQuery {
  readonly page: number
  readonly entries: number
  readonly search: string | undefined
  readonly certifiedOnly: boolean
  readonly include: ReadonlySet<string> | undefined
  readonly exclude: ReadonlySet<string>
  readonly chains: ReadonlySet<string> | undefined
}

const positiveInteger = (raw: string | null): number | undefined => (raw !== null && /^\d{1,9}$/.test(raw.trim()) ? Number(raw.trim()) : undefined)

/** Comma-joined list; empty items (a trailing comma) are dropped. */
const list = (raw: string | null): ReadonlyArray<string> =>
  raw === null ? [] : raw.split(",").map((item) => item.trim()).filter((item) => item.length > 0)

export const parseWalletQuery = (params: URLSearchParams): Either.Either<WalletQuery, RequestRejected> => {
  const rawPage = params.get("page")
  const page = rawPage === null || rawPage === "" ? 1 : positiveInteger(rawPage)
  if (page === undefined || page < 1) return Either.left(badRequest("page must be a positive integer"))

  const rawEntries = params.get("entries")
  const entries = rawEntries === null || rawEntries === "" ? DEFAULT_ENTRIES : positiveInteger(rawEntries)
  if (entries === undefined || entries < 1 || entries > MAX_ENTRIES) {
    return Either.left(badRequest(`entries must be between 1 and ${MAX_ENTRIES}`))
  }

  const badge = params.get("badge_type")
  if (badge !== null && badge !== "" && badge !== "none" && badge !== "certified") {
    return Either.left(badRequest("badge_type must be none or certified"))
  }

  const search = params.get("search")?.trim()
  const include = list(params.get("include"))
  const chains = list(params.get("chains"))
  return Either.right({
    page,
    entries,
    search: search === undefined || search === "" ? undefined : search.toLowerCase(),
    // `none` is what the client sends with the certified toggle off: no badge filter at all.
    certifiedOnly: badge === "certified",
    include: include.length > 0 ? new Set(include) : undefined,
    exclude: new Set(list(params.get("exclude"))),
    chains: chains.length > 0 ? new Set(chains) : undefined
  })
}

const matches = (query: WalletQuery) => (wallet: WcWallet): boolean =>
  (query.include === undefined || query.include.has(wallet.id)) &&
  !query.exclude.has(wallet.id) &&
  (!query.certifiedOnly || wallet.badge_type === "certified") &&
  (query.search === undefined || wallet.name.toLowerCase().includes(query.search)) &&
  (query.chains === undefined || (wallet.chains ?? []).some((chain) => query.chains?.has(chain) === true))

/** One page of the matching wallets and the total number of matches. */
export const queryWallets = (
  catalogue: ReadonlyArray<WcWallet>,
  query: WalletQuery
): { readonly data: ReadonlyArray<WcWallet>; readonly count: number } => {
  const matching = catalogue.filter(matches(query)).sort((a, b) => (a.order ?? Number.MAX_SAFE_INTEGER) - (b.order ?? Number.MAX_SAFE_INTEGER))
  const start = (query.page - 1) * query.entries
  return { data: matching.slice(start, start + query.entries), count: matching.length }
}
