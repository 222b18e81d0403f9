import { Effect, Option, Schedule, Schema } from "effect"
import type { Network } from "../../schemas/Network.js"
import { ExecutionRevertedError } from "../errors/TransactionErrors.js"
import { RpcTransport } from "../services/RpcTransport.js"

const Receipt = Schema.NullOr(Schema.Struct({ status: Schema.optional(Schema.String) }))

/** How often, and how many times, the node is asked whether a sent transaction was mined (30 s in all). */
const POLL = Schedule.spaced("250 millis").pipe(Schedule.intersect(Schedule.recurs(120)))

/**
 * Waits until the network's node has mined a sent transaction (`eth_getTransactionReceipt`), so
 * balances read afterwards include it. A transaction mined with status 0 fails with
 * ExecutionRevertedError. After 30 s without a receipt, or when the node cannot be asked, it stops
 * waiting: the transaction was sent, the balances are read as they are.
 */
export const waitForSendReceipt = (network: Network, hash: string) =>
  Effect.gen(function* () {
    const rpc = yield* RpcTransport
    const mined = rpc.request(network.caipNetworkId, "eth_getTransactionReceipt", [hash]).pipe(
      Effect.flatMap((result) => Effect.orElseSucceed(Schema.decodeUnknown(Receipt)(result), () => null)),
      Effect.flatMap((receipt) => (receipt === null ? Effect.fail("pending" as const) : Effect.succeed(receipt)))
    )
    const receipt = yield* mined.pipe(Effect.retry(POLL), Effect.option)
    if (Option.isSome(receipt) && receipt.value.status === "0x0") {
      return yield* new ExecutionRevertedError({ nodeMessage: `execution reverted (transaction ${hash})` })
    }
  }).pipe(Effect.withSpan("send.waitForSendReceipt"))
