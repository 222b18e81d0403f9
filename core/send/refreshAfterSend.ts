import { Effect } from "effect"
import type { CaipAddress } from "../../schemas/Caip.js"
import type { TokenBalance } from "../../schemas/TokenBalance.js"
import { fetchAccountData } from "../account/fetchAccountData.js"
import { fetchTokenBalances } from "../balance/fetchTokenBalances.js"
import { formatUnits } from "../account/formatUnits.js"
import { setCachedNativeBalance } from "../cache/nativeBalanceCache.js"
import { messageOf } from "../errors/catalogue.js"
import { EvmWallet } from "../services/EvmWallet.js"
import { nativeTokenAddress } from "./nativeTokenAddress.js"
import type { SendAccount } from "./sendAccount.js"

/**
 * After a send (SPEC §4): the balances are read again, past their caches. The native balance (the
 * fee was paid in it) is read from the node into its cache and the account's data fetched again; the token
 * balances are asked with `forceUpdate` naming the token sent and the native token, which also
 * refreshes the 30 s portfolio cache the Tokens tab reads. A read that fails shows as it always
 * does; the send itself succeeded.
 */
export const refreshAfterSend = (account: SendAccount, token: TokenBalance) =>
  Effect.gen(function* () {
    const native = nativeTokenAddress(account.network)
    const forceUpdate: ReadonlyArray<CaipAddress> = token.address === undefined || token.address === null ? [native] : [token.address, native]
    const { network } = account
    if (network.chainNamespace === "eip155" && network.testnet !== true) {
      const evm = yield* EvmWallet
      yield* evm.getBalance(account.address, network).pipe(
        Effect.flatMap((wei) =>
          setCachedNativeBalance(account.caipAddress, { balance: formatUnits(wei, network.nativeCurrency.decimals), symbol: network.nativeCurrency.symbol })
        ),
        Effect.catchAll((error) => Effect.logWarning(`Native balance after a send: ${messageOf(error)}`))
      )
    }
    yield* Effect.all(
      [
        fetchAccountData(),
        fetchTokenBalances({ ...account, forceUpdate }).pipe(
          Effect.catchAll((error) => Effect.logWarning(`Token balances after a send: ${messageOf(error)}`))
        )
      ],
      { concurrency: "unbounded" }
    )
  }).pipe(Effect.withSpan("send.refreshAfterSend"))
