import type { CaipAddress } from "../../schemas/Caip.js"
import type { TokenBalance } from "../../schemas/TokenBalance.js"
import { PortfolioCacheValue } from "../../schemas/StorageValues.js"
import { PORTFOLIO_CACHE_LIFETIME } from "../constants.js"
import { makeValueCache } from "./makeValueCache.js"

/** Token balances per account (`@appkit/portfolio_cache`, keyed `<CAIP-2>:<address>`), 30 s (SPEC §9). */
export const portfolioCache = makeValueCache({
  key: "@appkit/portfolio_cache",
  map: PortfolioCacheValue,
  lifetime: PORTFOLIO_CACHE_LIFETIME,
  fromEntry: (entry): ReadonlyArray<TokenBalance> => entry.balance.balances,
  toEntry: (caipAddress: CaipAddress, balances: ReadonlyArray<TokenBalance>) => ({ caipAddress, balance: { balances } })
})

/** The token balances of an account read less than 30 s ago. */
export const getCachedPortfolio = portfolioCache.get

export const setCachedPortfolio = portfolioCache.set
