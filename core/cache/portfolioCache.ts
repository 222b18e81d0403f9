import { Effect, Option } from "effect"
import type { CaipAddress } from "../../schemas/Caip.js"
import type { TokenBalance } from "../../schemas/TokenBalance.js"
import { PortfolioCacheValue } from "../../schemas/StorageValues.js"
import { PORTFOLIO_CACHE_LIFETIME } from "../constants.js"
import { makeCache } from "./makeCache.js"

/** Token balances per account (`@appkit/portfolio_cache`, keyed `<CAIP-2>:<address>`), 30 s (SPEC §9). */
export const portfolioCache = makeCache({
  key: "@appkit/portfolio_cache",
  map: PortfolioCacheValue,
  lifetime: PORTFOLIO_CACHE_LIFETIME
})

/** The token balances of an account read less than 30 s ago. */
export const getCachedPortfolio = (caipAddress: CaipAddress) =>
  Effect.map(
    portfolioCache.get(caipAddress),
    Option.map((entry): ReadonlyArray<TokenBalance> => entry.balance.balances)
  )

export const setCachedPortfolio = (caipAddress: CaipAddress, balances: ReadonlyArray<TokenBalance>) =>
  portfolioCache.set(caipAddress, { caipAddress, balance: { balances } })
