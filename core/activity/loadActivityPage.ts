import { Effect, Either } from "effect"
import type { CaipNetworkId } from "../../schemas/Caip.js"
import { HistoryResponse } from "../../schemas/Transaction.js"
import type { TransactionHistoryState } from "../../schemas/Transaction.js"
import { showSnackbar } from "../alerts/showSnackbar.js"
import { trackEvent } from "../analytics/trackEvent.js"
import { FetchTransactionsFailed } from "../errors/AccountErrors.js"
import { messageOf } from "../errors/catalogue.js"
import { retryAtOfError } from "../retry/retryAtOfError.js"
import { ApiClient } from "../services/ApiClient.js"
import { Options } from "../services/Options.js"
import { activityOf, groupByYearAndMonth } from "./activityOf.js"

/** The history before its first page (SPEC §3). */
export const EMPTY_HISTORY: TransactionHistoryState = { transactions: [], transactionsByYear: {}, loading: false, empty: false }

/**
 * The history after a page load: SPEC §3's state, and `failed` when the last request failed (the
 * view then offers to try again; what was loaded before stays), with `retryAt` (epoch ms) when
 * the failed answer's Retry-After says not to ask before then.
 */
export type ActivityHistory = TransactionHistoryState & { readonly failed?: boolean; readonly retryAt?: number }

export interface ActivityAccount {
  readonly address: string
  /** The active network (CAIP-2): the list shows its transactions only. */
  readonly chain: CaipNetworkId
  readonly isSmartAccount?: boolean
}

/**
 * The next page of the account's Activity (SPEC §4, WIRE §1.2 `/v1/account/{address}/history`
 * with the cursor and chain id): its transactions on the active chain, spam dropped, added after
 * the pages before and grouped by year and month; `next` is the cursor of the page after, absent
 * on the last. Another network than the one in view starts over (the reset of SPEC §4). A failure
 * shows 'Failed to fetch transactions', records ERROR_FETCH_TRANSACTIONS, keeps what was
 * loaded and says `failed` (and `retryAt`, from the answer's Retry-After). Activity is EVM only: another chain family gets an empty list
 * without a request.
 */
export const loadActivityPage = (history: ActivityHistory, account: ActivityAccount) =>
  Effect.gen(function* () {
    const { failed: _failed, retryAt: _retryAt, ...kept } = history
    const current: TransactionHistoryState = kept.lastNetworkInView === account.chain ? kept : { ...EMPTY_HISTORY, lastNetworkInView: account.chain }
    if (!account.chain.startsWith("eip155:")) return { ...current, loading: false, empty: true }
    const api = yield* ApiClient
    const page = yield* Effect.either(
      api.get({
        service: "blockchain",
        path: `/v1/account/${account.address}/history`,
        query: { cursor: current.next, chainId: account.chain },
        schema: HistoryResponse
      })
    )
    if (Either.isLeft(page)) {
      const { projectId } = yield* Options
      yield* showSnackbar(messageOf(new FetchTransactionsFailed({ cause: page.left })), "error")
      yield* trackEvent({
        type: "track",
        event: "ERROR_FETCH_TRANSACTIONS",
        properties: {
          isSmartAccount: account.isSmartAccount ?? false,
          address: account.address,
          projectId,
          ...(current.next === undefined ? {} : { cursor: current.next })
        }
      })
      const retryAt = retryAtOfError(page.left)
      return { ...current, loading: false, empty: current.transactions.length === 0, failed: true, ...(retryAt === undefined ? {} : { retryAt }) }
    }
    const transactions = [...current.transactions, ...activityOf(page.right.data, account.chain)]
    const next = page.right.next ?? undefined
    return {
      transactions,
      transactionsByYear: groupByYearAndMonth(transactions),
      lastNetworkInView: account.chain,
      loading: false,
      empty: transactions.length === 0,
      ...(next === undefined ? {} : { next })
    } satisfies TransactionHistoryState
  }).pipe(
    Effect.map((loaded): ActivityHistory => loaded),
    Effect.withSpan("activity.loadActivityPage")
  )
