import type { CaipAddress } from "../../schemas/Caip.js"
import type { TransactionHistoryState } from "../../schemas/Transaction.js"
import type { PendingTransaction } from "../services/PendingTransactions.js"
import { groupByYearAndMonth } from "./activityOf.js"

/**
 * The Activity list with the account's pending transactions (SPEC §4): those sent from `account`
 * (CAIP-10, so on its network only) come first under their month, newest first; one whose hash the
 * history already holds is left out, as the data service's entry replaces it.
 */
export const withPendingTransactions = <H extends TransactionHistoryState>(
  history: H,
  pending: ReadonlyArray<PendingTransaction>,
  account: CaipAddress
): H => {
  const known = new Set(history.transactions.map((transaction) => transaction.metadata.hash.toLowerCase()))
  const owner = account.toLowerCase()
  const shown = pending
    .filter((entry) => entry.account.toLowerCase() === owner && !known.has(entry.transaction.metadata.hash.toLowerCase()))
    .map((entry) => entry.transaction)
  if (shown.length === 0) return history
  const transactions = [...shown, ...history.transactions]
  return { ...history, transactions, transactionsByYear: groupByYearAndMonth(transactions), empty: false }
}
