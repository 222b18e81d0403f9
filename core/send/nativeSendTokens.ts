import { Effect } from "effect"
import type { TokenBalance } from "../../schemas/TokenBalance.js"
import { fetchNativeBalance } from "../account/fetchNativeBalance.js"
import { showSnackbar } from "../alerts/showSnackbar.js"
import { priceTokenBalances } from "../balance/priceTokenBalances.js"
import { messageOf } from "../errors/catalogue.js"
import type { SendAccount } from "./sendAccount.js"

/**
 * The tokens a send can pick from on a network whose token balances the data service does not
 * read (SPEC §5: it reads EVM and Solana): the native token alone, with the balance the Account
 * view shows (read from the network's node through its chain family, through the 30 s native
 * balance cache). It is priced in USD by the data service (WIRE §1.2 `/v1/fungible/price`) when
 * the service answers; otherwise it is listed at $0. A balance that cannot be read fails as the
 * Account view's does (TokenBalanceUnavailable, 'Token Balance Unavailable' shown; then
 * TokenBalanceRetryBlocked for 30 s).
 */
export const nativeSendTokens = (account: SendAccount) =>
  Effect.gen(function* () {
    const { network } = account
    const native = yield* fetchNativeBalance(account.caipAddress, account.address, network).pipe(
      Effect.tapErrorTag("TokenBalanceUnavailable", (error) => showSnackbar(messageOf(error), "error"))
    )
    const unpriced: TokenBalance = {
      name: network.nativeCurrency.name,
      symbol: network.nativeCurrency.symbol,
      chainId: network.caipNetworkId,
      price: 0,
      value: 0,
      quantity: { decimals: String(network.nativeCurrency.decimals), numeric: native.balance },
      iconUrl: network.assets?.imageUrl ?? ""
    }
    return yield* priceTokenBalances([unpriced], network).pipe(
      Effect.catchAll((error) => Effect.as(Effect.logWarning(`Price of ${unpriced.symbol} unavailable: ${messageOf(error)}`), [unpriced]))
    )
  }).pipe(Effect.withSpan("send.nativeSendTokens"))
