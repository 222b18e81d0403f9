import { Effect, Option } from "effect"
import { PendingTransactionsCodec } from "../../schemas/PendingTransactions.js"
import { PENDING_TRANSACTIONS_LIMIT } from "../constants.js"
import type { PendingTransaction } from "../services/PendingTransactions.js"
import type { Storage } from "../services/Storage.js"
import { readStoredWith, writeStoredWith } from "../storage/storedWithCodec.js"

const KEY = "@doorway/pending_transactions"

/** Every account's stored pending transactions, newest first (none when nothing readable is stored). */
export const readStoredPending: Effect.Effect<ReadonlyArray<PendingTransaction>, never, Storage> = Effect.map(
  readStoredWith(KEY, PendingTransactionsCodec),
  Option.getOrElse((): ReadonlyArray<PendingTransaction> => [])
)

/**
 * Changes the stored list and writes it at once (at most 99, SPEC §9). A list that cannot be
 * encoded is logged and left as it was: storage never fails a send.
 */
export const updateStoredPending = (change: (stored: ReadonlyArray<PendingTransaction>) => ReadonlyArray<PendingTransaction>) =>
  Effect.flatMap(readStoredPending, (stored) =>
    writeStoredWith(KEY, PendingTransactionsCodec, change(stored).slice(0, PENDING_TRANSACTIONS_LIMIT)).pipe(
      Effect.catchAll((error) => Effect.logWarning(`The pending transactions were not stored: ${error.message}`))
    )
  )
