import { SWAP_SUGGESTED_SYMBOLS } from "./swapConstants.js"
import type { SwapToken } from "./SwapState.js"

const bySymbol = (a: SwapToken, b: SwapToken): number => (a.symbol < b.symbol ? -1 : a.symbol > b.symbol ? 1 : 0)

/** The whole list in symbol order: the picker's popular tokens. */
export const popularSwapTokens = (tokens: ReadonlyArray<SwapToken>): ReadonlyArray<SwapToken> => [...tokens].sort(bySymbol)

/** The suggested symbols the list has, in their order, each once. */
export const suggestedSwapTokens = (tokens: ReadonlyArray<SwapToken>): ReadonlyArray<SwapToken> =>
  SWAP_SUGGESTED_SYMBOLS.flatMap((symbol) => {
    const token = tokens.find((candidate) => candidate.symbol === symbol)
    return token === undefined ? [] : [token]
  })

/** The tokens the account holds, largest USD value first. */
export const heldSwapTokens = (tokens: ReadonlyArray<SwapToken>): ReadonlyArray<SwapToken> =>
  tokens
    .filter((token) => Number(token.balance) > 0)
    .sort((a, b) => Number(b.balance) * b.price - Number(a.balance) * a.price)

/** The tokens whose symbol or name contains the search, or whose address starts with it, ignoring case; all for an empty search. */
export const searchSwapTokens = (tokens: ReadonlyArray<SwapToken>, search: string): ReadonlyArray<SwapToken> => {
  const wanted = search.trim().toLowerCase()
  if (wanted === "") return tokens
  return tokens.filter(
    (token) =>
      token.symbol.toLowerCase().includes(wanted) ||
      token.name.toLowerCase().includes(wanted) ||
      token.address.toLowerCase().split(":")[2]?.startsWith(wanted) === true
  )
}
