import { Effect, Either, Option, Schema } from "effect"
import { parseCaipNetworkId } from "../../schemas/Caip.js"
import type { CaipNetworkId } from "../../schemas/Caip.js"
import { ChainNamespace } from "../../schemas/ChainNamespace.js"
import { familyTransfers } from "../send/familyTransfers.js"
import { removePendingTransaction } from "./pendingTransactions.js"

/** How often, and how many times, the node is asked about a transaction still pending (10 min in all). */
const POLL_INTERVAL = "5 seconds"
const POLLS = 120

export interface ReceiptFollowing {
  /** Ask at once, then every 5 s: a transaction restored after a reload may be mined already. */
  readonly askNow?: boolean
}

/**
 * Follows a sent transaction that had not landed while the send waited (SPEC §4): its network's
 * family is asked where it stands (EVM: `eth_getTransactionReceipt`) 5 s from now (or at once,
 * with `askNow`) and then every 5 s, at most 120 times; once it has landed or failed, it is no
 * longer pending. A node that cannot answer is asked again at the next turn; after the last one
 * the entry stays until the history has the transaction or the account or network changes. A
 * network no family sends on has nothing to follow.
 */
export const clearPendingOnReceipt = (network: CaipNetworkId, hash: string, { askNow = false }: ReceiptFollowing = {}) =>
  Effect.gen(function* () {
    const { namespace } = parseCaipNetworkId(network)
    if (!Schema.is(ChainNamespace)(namespace)) return
    const transfers = yield* Effect.option(familyTransfers(namespace))
    if (Option.isNone(transfers)) return
    for (let poll = 0; poll < POLLS; poll += 1) {
      if (poll > 0 || !askNow) yield* Effect.sleep(POLL_INTERVAL)
      const status = yield* Effect.either(transfers.value.statusOf(hash, network))
      if (Either.isRight(status) && status.right !== "pending") return yield* removePendingTransaction(hash)
    }
  }).pipe(Effect.withSpan("activity.clearPendingOnReceipt"))
