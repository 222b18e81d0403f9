import { Effect } from "effect"
import type { RouteData } from "../router/RouteEntry.js"
import { loadTokenBalances } from "../balance/loadTokenBalances.js"
import { nativeTokenAddress } from "../send/nativeTokenAddress.js"
import { fetchGasPrice } from "./fetchGasPrice.js"
import { fetchSwapTokens } from "./fetchSwapTokens.js"
import { fetchTokenPrices } from "./fetchTokenPrices.js"
import { isNativeSwapToken } from "./isNativeSwapToken.js"
import { sameCaipAddress } from "./sameCaipAddress.js"
import { swapAccount } from "./swapAccount.js"
import type { SwapStateValue, SwapToken } from "./SwapState.js"
import { popularSwapTokens, suggestedSwapTokens } from "./swapTokenLists.js"
import { swapTokensOf } from "./swapTokensOf.js"
import { updateSwapState } from "./updateSwapState.js"

/** The swap's inputs a host passes when it opens Swap (SPEC §2): token symbols and an amount. */
export type SwapArguments = NonNullable<RouteData["swap"]>

const bySymbol = (tokens: ReadonlyArray<SwapToken>, symbol: string | undefined): SwapToken | undefined =>
  symbol === undefined ? undefined : tokens.find((token) => token.symbol.toLowerCase() === symbol.toLowerCase())

/** The same token in a fresh list (its new balance and price), if it is still there. */
const again = (tokens: ReadonlyArray<SwapToken>, token: SwapToken | undefined): SwapToken | undefined =>
  token === undefined ? undefined : tokens.find((candidate) => sameCaipAddress(candidate.address, token.address))

/**
 * Opens a swap on the account's network (SPEC §5: only on the swap networks, else 'Network not
 * supported for Swaps'): the network's swappable tokens with what the account holds of each (its
 * token balances, as the Tokens tab reads them), the gas price the network fee is shown with, and
 * the native coin's USD price. All are read before anything is kept, so a failed read leaves the
 * state as it was ('Network not supported for Gas Price' where the data service does not answer
 * for the network; 'Token Balance Unavailable'; an unreadable answer). On the network of the last
 * load the chosen tokens and amount stay; elsewhere the native coin is the token to pay with.
 * Arguments name the tokens by symbol and the amount, and win over both.
 */
export const loadSwap = (args?: SwapArguments) =>
  Effect.gen(function* () {
    const account = yield* swapAccount
    const { network } = account
    // The gas price first: where the data service does not answer for the network it fails
    // without a request, before a balance read would show its own toast.
    const gasPrices = yield* fetchGasPrice(network)
    const [listed, balances] = yield* Effect.all([fetchSwapTokens(network), loadTokenBalances(account)], { concurrency: "unbounded" })
    const tokens = swapTokensOf(listed, balances, network)
    const native = tokens.find((token) => isNativeSwapToken(token.address, network))
    const networkPrice =
      native !== undefined && native.price > 0
        ? native.price
        : ((yield* fetchTokenPrices([nativeTokenAddress(network)])).get(network.nativeCurrency.symbol.toLowerCase()) ?? 0)
    yield* updateSwapState((state): SwapStateValue => {
      const sameNetwork = state.caipNetworkId === network.caipNetworkId
      const sourceToken = bySymbol(tokens, args?.fromToken) ?? (sameNetwork ? again(tokens, state.sourceToken) : native)
      const chosenTo = bySymbol(tokens, args?.toToken) ?? (sameNetwork ? again(tokens, state.toToken) : undefined)
      return {
        ...state,
        caipNetworkId: network.caipNetworkId,
        tokens,
        suggested: suggestedSwapTokens(tokens),
        popular: popularSwapTokens(tokens),
        sourceToken,
        toToken: chosenTo !== undefined && sourceToken !== undefined && sameCaipAddress(chosenTo.address, sourceToken.address) ? undefined : chosenTo,
        sourceAmount: args?.amount ?? (sameNetwork ? state.sourceAmount : ""),
        quote: undefined,
        gasPrice: BigInt(gasPrices.standard),
        networkPrice
      }
    })
    return tokens
  }).pipe(Effect.withSpan("swap.loadSwap"))
