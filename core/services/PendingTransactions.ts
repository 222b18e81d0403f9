import { Context } from "effect"
import type { CaipAddress } from "../../schemas/Caip.js"
import type { Transaction } from "../../schemas/Transaction.js"
import type { StateRef } from "../state/StateRef.js"

/** A transaction sent from the modal and not yet mined: the account (CAIP-10) it left from, and its row. */
export interface PendingTransaction {
  readonly account: CaipAddress
  /** Its Activity row (SPEC §3 Transaction), status "pending", dated when it was sent. */
  readonly transaction: Transaction
}

/**
 * The transactions sent from the modal that are not mined yet (SPEC §4, §9: at most 99), newest
 * first. Written only by the programs of core/activity/pendingTransactions.ts; built with the
 * account chunks, once per instance.
 */
export class PendingTransactions extends Context.Tag("doorway/PendingTransactions")<
  PendingTransactions,
  { readonly pending: StateRef<ReadonlyArray<PendingTransaction>> }
>() {}
