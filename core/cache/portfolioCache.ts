import { Effect, Option } from "effect"
import type { CaipAddress } from "../../schemas/Caip.js"
import { PortfolioCacheValue } from "../../schemas/StorageValues.js"
import type { BalancesResponse } from "../../schemas/TokenBalance.js"
import { PORTFOLIO_CACHE_LIFETIME } from "../constants.js"
import { makeCache } from "./makeCache.js"

/** Token balances per account (`@appkit/portfolio_cache`, keyed `<CAIP-2>:<address>`), 30 s. */
export const portfolioCache = makeCache({
  key: "@appkit/portfolio_cache",
  map: PortfolioCacheValue,
  lifetime: PORTFOLIO_CACHE_LIFETIME
})

/** The balances of an account fetched less than 30 s ago. */
export const getCachedPortfolio = (caipAddress: CaipAddress) =>
  Effect.map(portfolioCache.get(caipAddress), Option.map((entry): BalancesResponse => entry.balance))

export const setCachedPortfolio = (caipAddress: CaipAddress, balance: BalancesResponse) =>
  portfolioCache.set(caipAddress, { caipAddress, balance })
