import { Effect } from "effect"
import type { CaipAddress } from "../../schemas/Caip.js"
import type { TokenBalance } from "../../schemas/TokenBalance.js"
import { fetchAccountData } from "../account/fetchAccountData.js"
import { fetchTokenBalances, readsTokenBalances } from "../balance/fetchTokenBalances.js"
import { refreshNativeBalance } from "../account/refreshNativeBalance.js"
import { messageOf } from "../errors/catalogue.js"
import { nativeTokenAddress } from "./nativeTokenAddress.js"
import type { SendAccount } from "./sendAccount.js"

/**
 * After a send (SPEC §4): the balances are read again, past their caches. The native balance (the
 * fee was paid in it) is read from the node into its cache and the account's data fetched again; the token
 * balances are asked with `forceUpdate` naming the token sent and the native token, which also
 * refreshes the 30 s portfolio cache the Tokens tab reads (where the data service reads token
 * balances at all: elsewhere the native balance is the send list's). A read that fails shows as it
 * always does; the send itself succeeded.
 */
export const refreshAfterSend = (account: SendAccount, token: TokenBalance) =>
  Effect.gen(function* () {
    const native = nativeTokenAddress(account.network)
    const forceUpdate: ReadonlyArray<CaipAddress> = token.address === undefined || token.address === null ? [native] : [token.address, native]
    yield* refreshNativeBalance(account)
    const tokens = readsTokenBalances(account.network.chainNamespace)
      ? fetchTokenBalances({ ...account, forceUpdate }).pipe(Effect.catchAll((error) => Effect.logWarning(`Token balances after a send: ${messageOf(error)}`)))
      : Effect.void
    yield* Effect.all([fetchAccountData(), tokens], { concurrency: "unbounded" })
  }).pipe(Effect.withSpan("send.refreshAfterSend"))
