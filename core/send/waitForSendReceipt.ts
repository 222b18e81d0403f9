import { Effect, Either, Schema } from "effect"
import type { Network } from "../../schemas/Network.js"
import { ExecutionRevertedError } from "../errors/TransactionErrors.js"
import { RpcTransport } from "../services/RpcTransport.js"

const isReceipt = Schema.is(Schema.Struct({ status: Schema.optional(Schema.String) }))

/** How often, and how many times, the node is asked whether a sent transaction was mined (30 s in all). */
const POLL_INTERVAL = "250 millis"
const POLLS = 121

/**
 * Waits until the network's node has mined a sent transaction (`eth_getTransactionReceipt`, asked
 * at once and then every 250 ms), so balances read afterwards include it. A transaction mined with
 * status 0 fails with ExecutionRevertedError. After 30 s without a receipt it stops waiting: the
 * transaction was sent, the balances are read as they are. Answers whether it was mined.
 */
export const waitForSendReceipt = (network: Network, hash: string) =>
  Effect.gen(function* () {
    const rpc = yield* RpcTransport
    for (let poll = 0; poll < POLLS; poll += 1) {
      if (poll > 0) yield* Effect.sleep(POLL_INTERVAL)
      const answer = yield* Effect.either(rpc.request(network.caipNetworkId, "eth_getTransactionReceipt", [hash]))
      const receipt = Either.isRight(answer) && isReceipt(answer.right) ? answer.right : undefined
      if (receipt === undefined) continue
      if (receipt.status === "0x0") {
        return yield* new ExecutionRevertedError({ nodeMessage: `execution reverted (transaction ${hash})` })
      }
      return true
    }
    return false
  }).pipe(Effect.withSpan("send.waitForSendReceipt"))
