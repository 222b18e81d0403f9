import type { CaipNetworkId } from "../../schemas/Caip.js"
import type { Transaction, TransactionsByYear } from "../../schemas/Transaction.js"

/**
 * A transaction whose transfers are all flagged spam is dropped (SPEC §5): a collection sent to
 * many addresses unasked is noise in the list. One with no transfers, or with any transfer not
 * flagged, stays.
 */
export const isSpamTransaction = (transaction: Transaction): boolean =>
  transaction.transfers.length > 0 && transaction.transfers.every((transfer) => transfer.nft_info?.flags.is_spam === true)

/** The transactions the Activity tab shows for `chain`: that chain's, spam dropped (SPEC §5). */
export const activityOf = (transactions: ReadonlyArray<Transaction>, chain: CaipNetworkId): ReadonlyArray<Transaction> =>
  transactions.filter((transaction) => transaction.metadata.chain === chain && !isSpamTransaction(transaction))

type MonthKey = "0" | "1" | "2" | "3" | "4" | "5" | "6" | "7" | "8" | "9" | "10" | "11"

/**
 * Transactions grouped by the year, then the 0-based month, of `minedAt` in UTC (SPEC §3
 * transactionsByYear), each group in the order given (the service sends the newest first). A
 * transaction whose date does not parse is left out.
 */
export const groupByYearAndMonth = (transactions: ReadonlyArray<Transaction>): TransactionsByYear => {
  const groups: Record<string, Partial<Record<MonthKey, Array<Transaction>>>> = {}
  for (const transaction of transactions) {
    const mined = new Date(transaction.metadata.minedAt)
    if (Number.isNaN(mined.getTime())) continue
    const year = String(mined.getUTCFullYear())
    const month = String(mined.getUTCMonth()) as MonthKey
    const months = (groups[year] ??= {})
    ;(months[month] ??= []).push(transaction)
  }
  return groups as TransactionsByYear
}
