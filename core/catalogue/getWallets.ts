import { Effect } from "effect"
import { GetWalletsResponse } from "../../schemas/CatalogueApi.js"
import type { ResolvedOptions } from "../config/ResolvedOptions.js"
import { ApiClient } from "../services/ApiClient.js"
import { withSafeLinks } from "./walletLinks.js"

/** The query of `GET /getWallets` (WIRE §2.1); lists are joined with commas, empty ones left out. */
export interface WalletsQuery {
  readonly page: number
  readonly entries: number
  readonly include?: ReadonlyArray<string>
  readonly exclude?: ReadonlyArray<string>
  readonly search?: string
  readonly badge?: "none" | "certified"
}

/** The CAIP-2 ids of the app's networks: the catalogue answers only wallets for them. */
export const requestedChains = (options: ResolvedOptions): ReadonlyArray<string> =>
  options.networks.map((network) => network.caipNetworkId)

/** The distinct non-empty ids of a list, in order. */
const distinct = (ids: ReadonlyArray<string>): ReadonlyArray<string> => [...new Set(ids.filter((id) => id.length > 0))]

/** One `GET /getWallets` of the catalogue, for the app's networks; links the modal may not open are dropped. */
export const getWallets = (options: ResolvedOptions, query: WalletsQuery) =>
  Effect.flatMap(ApiClient, (api) =>
    api.get({
      service: "catalogue",
      path: "/getWallets",
      query: {
        page: String(query.page),
        entries: String(query.entries),
        search: query.search,
        badge_type: query.badge,
        include: distinct(query.include ?? []).join(","),
        exclude: distinct(query.exclude ?? []).join(","),
        chains: requestedChains(options).join(",")
      },
      schema: GetWalletsResponse
    })
  ).pipe(Effect.map((response) => ({ ...response, data: response.data.map(withSafeLinks) })))
