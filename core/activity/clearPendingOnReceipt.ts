import { Effect, Either } from "effect"
import type { CaipNetworkId } from "../../schemas/Caip.js"
import { RpcTransport } from "../services/RpcTransport.js"
import { removePendingTransaction } from "./pendingTransactions.js"

/** How often, and how many times, the node is asked about a transaction still pending (10 min in all). */
const POLL_INTERVAL = "5 seconds"
const POLLS = 120

export interface ReceiptFollowing {
  /** Ask at once, then every 5 s: a transaction restored after a reload may be mined already. */
  readonly askNow?: boolean
}

/**
 * Follows a sent transaction that was not mined while the send waited (SPEC §4): the network's
 * node is asked for its receipt (`eth_getTransactionReceipt`) 5 s from now (or at once, with
 * `askNow`) and then every 5 s, at most 120 times; once it has one, mined or reverted, the
 * transaction is no longer pending. A node that cannot answer is asked again at the next turn;
 * after the last one the entry stays until the history has the transaction or the account or
 * network changes.
 */
export const clearPendingOnReceipt = (network: CaipNetworkId, hash: string, { askNow = false }: ReceiptFollowing = {}) =>
  Effect.gen(function* () {
    const rpc = yield* RpcTransport
    for (let poll = 0; poll < POLLS; poll += 1) {
      if (poll > 0 || !askNow) yield* Effect.sleep(POLL_INTERVAL)
      const answer = yield* Effect.either(rpc.request(network, "eth_getTransactionReceipt", [hash]))
      if (Either.isRight(answer) && answer.right !== null && typeof answer.right === "object") return yield* removePendingTransaction(hash)
    }
  }).pipe(Effect.withSpan("activity.clearPendingOnReceipt"))
