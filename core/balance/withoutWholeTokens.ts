import type { TokenBalance } from "../../schemas/TokenBalance.js"

/** SPEC §5: tokens with 0 decimals are dropped from balance lists. */
export const withoutWholeTokens = (balances: ReadonlyArray<TokenBalance>): ReadonlyArray<TokenBalance> =>
  balances.filter((balance) => balance.quantity.decimals !== "0")
