import { Schema } from "effect"
import { CaipAddress } from "./Caip.js"
import { Transaction } from "./Transaction.js"

/** A transaction sent from the modal and not yet mined: the account (CAIP-10) it left from, and its Activity row. */
export const PendingTransactionEntry = Schema.Struct({ account: CaipAddress, transaction: Transaction }).annotations({
  identifier: "PendingTransactionEntry"
})
export type PendingTransactionEntry = typeof PendingTransactionEntry.Type

/**
 * `@doorway/pending_transactions`: every account's sends not yet mined, newest first, kept from the
 * moment the wallet gives the hash, so a reload during a send shows it in Activity instead of
 * inviting a second send.
 */
export const PendingTransactionsValue = Schema.Array(PendingTransactionEntry).annotations({ identifier: "PendingTransactionsValue" })
export type PendingTransactionsValue = typeof PendingTransactionsValue.Type

/** The stored string of `@doorway/pending_transactions` ↔ the list. */
export const PendingTransactionsCodec = Schema.parseJson(PendingTransactionsValue)
