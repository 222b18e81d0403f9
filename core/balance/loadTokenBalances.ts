import { Effect } from "effect"
import { showSnackbar } from "../alerts/showSnackbar.js"
import { messageOf } from "../errors/catalogue.js"
import { fetchTokenBalances } from "./fetchTokenBalances.js"
import type { TokenAccount } from "./fetchTokenBalances.js"

/**
 * The Tokens tab's read: the balances of {@link fetchTokenBalances}, and when they cannot be had the
 * 'Token Balance Unavailable' toast (SPEC §8). A read blocked within 30 s of a failure shows
 * nothing new: that failure's toast was shown.
 */
export const loadTokenBalances = (account: TokenAccount) =>
  fetchTokenBalances(account).pipe(
    Effect.tapErrorTag("TokenBalanceUnavailable", (error) => showSnackbar(messageOf(error), "error")),
    Effect.withSpan("balance.loadTokenBalances")
  )
