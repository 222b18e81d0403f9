import { Effect } from "effect"
import { fetchAccountData } from "../account/fetchAccountData.js"
import { refreshNativeBalance } from "../account/refreshNativeBalance.js"
import { fetchTokenBalances } from "../balance/fetchTokenBalances.js"
import { messageOf } from "../errors/catalogue.js"
import { nativeTokenAddress } from "../send/nativeTokenAddress.js"
import type { SwapRequest } from "./fetchSwapQuote.js"
import { isNativeSwapToken } from "./isNativeSwapToken.js"
import type { SwapAccount } from "./swapAccount.js"

/**
 * After a swap the balances are read again past their caches: the native balance (the fee was
 * paid in it) into its cache and the account's data, and the token balances with `forceUpdate`
 * naming both tokens and the native coin (WIRE §1.2), which refreshes the 30 s portfolio cache the
 * Tokens tab reads. A read that fails is logged; the swap itself succeeded.
 */
export const refreshAfterSwap = (account: SwapAccount, request: SwapRequest) =>
  Effect.gen(function* () {
    const native = nativeTokenAddress(account.network)
    const tokens = [request.from, request.to].filter((token) => !isNativeSwapToken(token, account.network))
    yield* refreshNativeBalance(account)
    const balances = fetchTokenBalances({ ...account, forceUpdate: [...tokens, native] }).pipe(
      Effect.catchAll((error) => Effect.logWarning(`Token balances after a swap: ${messageOf(error)}`))
    )
    yield* Effect.all([fetchAccountData(), balances], { concurrency: "unbounded", discard: true })
  }).pipe(Effect.withSpan("swap.refreshAfterSwap"))
