import { Clock, Duration, Effect } from "effect"
import type { TokenBalance } from "../../schemas/TokenBalance.js"
import { readsTokenBalances } from "../balance/fetchTokenBalances.js"
import { loadTokenBalances } from "../balance/loadTokenBalances.js"
import { TOKEN_BALANCE_RETRY_WAIT } from "../constants.js"
import { TokenBalanceRetryBlocked } from "../errors/AccountErrors.js"
import { nativeSendTokens } from "./nativeSendTokens.js"
import { sendAccount } from "./sendAccount.js"
import { getSendState, updateSendState } from "./updateSendState.js"

/** The native token's holding in USD (amount × unit price), "0" when the list has none. */
export const networkBalanceInUsd = (balances: ReadonlyArray<TokenBalance>): string => {
  const native = balances.find((balance) => balance.address === undefined || balance.address === null)
  if (native === undefined) return "0"
  return String(native.value ?? Number(native.quantity.numeric) * native.price)
}

/**
 * The tokens the send can pick from (SPEC §3): the account's token balances on its network, as
 * the Tokens tab reads them (through the 30 s portfolio cache), and the network's balance in USD.
 * Where the data service reads no token balances, the native token alone (nativeSendTokens.ts).
 * A failed read records the last retry time and shows 'Token Balance Unavailable'; within 30 s
 * of it no read is made and this fails with TokenBalanceRetryBlocked (SPEC §5).
 */
export const loadSendTokens = Effect.gen(function* () {
  const account = yield* sendAccount
  const { lastRetry } = yield* getSendState
  const now = yield* Clock.currentTimeMillis
  const wait = Duration.toMillis(TOKEN_BALANCE_RETRY_WAIT)
  if (lastRetry !== undefined && now - lastRetry < wait) {
    return yield* new TokenBalanceRetryBlocked({ remainingMs: lastRetry + wait - now, retryAt: lastRetry + wait })
  }
  const read = Effect.if(readsTokenBalances(account.network.chainNamespace), {
    onTrue: () => loadTokenBalances(account),
    onFalse: () => nativeSendTokens(account)
  })
  const balances = yield* read.pipe(
    Effect.tapError(() => Effect.flatMap(Clock.currentTimeMillis, (failedAt) => updateSendState((state) => ({ ...state, lastRetry: failedAt }))))
  )
  yield* updateSendState((state) => ({
    ...state,
    tokenBalances: balances,
    networkBalanceInUSD: networkBalanceInUsd(balances),
    lastRetry: undefined,
    // A token chosen before is kept with its fresh balance; one no longer held is dropped.
    token: state.token === undefined ? undefined : balances.find((balance) => sameToken(balance, state.token))
  }))
  return balances
}).pipe(Effect.withSpan("send.loadSendTokens"))

/** Whether two balances are of the same token (the same CAIP-10 address, or both the native token). */
export const sameToken = (a: TokenBalance, b: TokenBalance | undefined): boolean =>
  b !== undefined && (a.address ?? undefined) === (b.address ?? undefined) && a.chainId === b.chainId
