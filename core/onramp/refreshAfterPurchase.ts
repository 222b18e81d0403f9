import { Effect } from "effect"
import type { CaipAddress } from "../../schemas/Caip.js"
import type { PurchaseCurrencyNetwork } from "../../schemas/Onramp.js"
import { fetchAccountData } from "../account/fetchAccountData.js"
import { refreshNativeBalance } from "../account/refreshNativeBalance.js"
import { fetchTokenBalances, readsTokenBalances } from "../balance/fetchTokenBalances.js"
import { messageOf } from "../errors/catalogue.js"
import { nativeTokenAddress } from "../send/nativeTokenAddress.js"
import type { SendAccount } from "../send/sendAccount.js"

/** The CAIP-10 address of the token bought: its contract on the network, or the native token's placeholder. */
export const purchasedTokenAddress = (account: SendAccount, currencyNetwork: PurchaseCurrencyNetwork): CaipAddress =>
  currencyNetwork.contract_address === ""
    ? nativeTokenAddress(account.network)
    : (`${account.network.caipNetworkId}:${currencyNetwork.contract_address}` as CaipAddress)

/**
 * After a checkout (SPEC §4: the balance is refreshed after a transaction): the native balance is
 * read from the node past its 30 s cache and the account's data fetched again; the token balances
 * are asked with `forceUpdate` naming the token bought and the native token, which also refreshes
 * the portfolio cache the Tokens tab reads. A read that fails shows as it always does.
 */
export const refreshAfterPurchase = (account: SendAccount, currencyNetwork: PurchaseCurrencyNetwork) =>
  Effect.gen(function* () {
    const native = nativeTokenAddress(account.network)
    const bought = purchasedTokenAddress(account, currencyNetwork)
    const forceUpdate: ReadonlyArray<CaipAddress> = bought === native ? [native] : [bought, native]
    yield* refreshNativeBalance(account)
    const tokens = readsTokenBalances(account.network.chainNamespace)
      ? fetchTokenBalances({ ...account, forceUpdate }).pipe(Effect.catchAll((error) => Effect.logWarning(`Token balances after a purchase: ${messageOf(error)}`)))
      : Effect.void
    yield* Effect.all([fetchAccountData(), tokens], { concurrency: "unbounded" })
  }).pipe(Effect.withSpan("onramp.refreshAfterPurchase"))
