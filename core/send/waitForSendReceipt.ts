import { Effect, Either } from "effect"
import type { Network } from "../../schemas/Network.js"
import { ExecutionRevertedError } from "../errors/TransactionErrors.js"
import type { FamilyTransfers } from "../services/FamilyTransfers.js"

/** How often, and how many times, the node is asked whether a sent transaction landed (30 s in all). */
const POLL_INTERVAL = "250 millis"
const POLLS = 121

/**
 * Waits until the network holds a sent transaction (asked at once and then every 250 ms, through
 * its family: EVM a receipt, Solana a confirmed signature), so balances read afterwards include
 * it. One that failed on chain (EVM status 0) fails with ExecutionRevertedError. After 30 s
 * without an answer it stops waiting: the transaction was sent, the balances are read as they
 * are. Answers whether it landed.
 */
export const waitForSendReceipt = (network: Network, transfers: FamilyTransfers, id: string) =>
  Effect.gen(function* () {
    for (let poll = 0; poll < POLLS; poll += 1) {
      if (poll > 0) yield* Effect.sleep(POLL_INTERVAL)
      const status = yield* Effect.either(transfers.statusOf(id, network.caipNetworkId))
      if (Either.isLeft(status) || status.right === "pending") continue
      if (status.right === "failed") return yield* new ExecutionRevertedError({ nodeMessage: `execution reverted (transaction ${id})` })
      return true
    }
    return false
  }).pipe(Effect.withSpan("send.waitForSendReceipt"))
